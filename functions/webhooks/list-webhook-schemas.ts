import { allEventDefinitions } from '../../shared/events/catalog';
import { presentEventSchema } from '../../shared/events/catalog-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { listWebhookSchemasRoute } from './routes';

export const handler = defineHandler(listWebhookSchemasRoute, async ({ query }) => ({
  schemas: allEventDefinitions()
    .filter((definition) => query.event_identifier === undefined || definition.identifier === query.event_identifier)
    .map(presentEventSchema),
}));
