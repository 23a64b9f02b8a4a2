import { subscribableResources } from '../../shared/domains/event-catalog/event-index';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { listWebhookResourcesRoute } from './list-webhook-resources.route';

export const handler = defineHandler(listWebhookResourcesRoute, async () => ({ resources: subscribableResources() }));
