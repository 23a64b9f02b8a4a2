import { defineHandler } from '../../shared/edge/http/define-handler';
import { eventSchemas } from './event-schemas';
import { listWebhookSchemasRoute } from './list-webhook-schemas.route';

export const handler = defineHandler(listWebhookSchemasRoute, async ({ query }) => ({
  schemas: eventSchemas().filter(
    (schema) => query.event_identifier === undefined || schema.event_identifier === query.event_identifier,
  ),
}));
