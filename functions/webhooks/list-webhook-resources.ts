import { subscribableResources } from '../../shared/domains/event-catalog/event-index';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { listWebhookResourcesRoute } from './routes';

export const handler = defineHandler(listWebhookResourcesRoute, async () => ({ resources: subscribableResources() }));
