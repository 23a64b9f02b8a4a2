import { findEventByIdentifier } from '../../shared/events/catalog';
import { presentEventSchema } from '../../shared/events/catalog-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { NotFound } from '../../shared/platform/errors/domain-error';
import { getWebhookSchemaRoute } from './routes';

export const handler = defineHandler(getWebhookSchemaRoute, async ({ params }) => {
  const definition = findEventByIdentifier(params.event_identifier);
  if (!definition) throw new NotFound('Webhook schema');
  return { schema: presentEventSchema(definition) };
});
