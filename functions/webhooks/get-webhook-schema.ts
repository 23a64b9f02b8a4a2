import { defineHandler } from '../../shared/edge/http/define-handler';
import { NotFound } from '../../shared/platform/errors/domain-error';
import { eventSchemas } from './event-schemas';
import { getWebhookSchemaRoute } from './get-webhook-schema.route';

export const handler = defineHandler(getWebhookSchemaRoute, async ({ params }) => {
  const schema = eventSchemas().find((candidate) => candidate.event_identifier === params.event_identifier);
  if (!schema) throw new NotFound('Webhook schema');
  return { schema };
});
