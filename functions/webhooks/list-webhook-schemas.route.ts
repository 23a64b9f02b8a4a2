import { defineRoute } from '../../shared/edge/http/route';
import { webhookPayloadSchemaSchema } from './schemas';
import { auth } from './route-common';
import { z } from 'zod';

const webhookSchemasQuery = z.object({ event_identifier: z.string().max(128).optional() });

const webhookSchemasResponse = z.object({ schemas: z.array(webhookPayloadSchemaSchema) });

/** GET /api/webhooks/schemas: every event's payload JSON Schema. */
export const listWebhookSchemasRoute = defineRoute({
  id: 'listWebhookSchemas',

  method: 'GET',
  path: '/api/webhooks/schemas',
  handler: 'webhooks/list-webhook-schemas',
  surface: 'admin',
  auth,
  ownership: { kind: 'none' },
  summary: 'List payload JSON schemas',
  description:
    'Optional `event_identifier` narrows the list to one event (an empty list when unknown). Company events (`audience: company`, identifiers `<resource>_<event>`) go to webhook subscriptions. ' +
    'The droplet lifecycle events `droplet.installed` and `droplet.uninstalled` (`audience: droplet`, dotted names as SPEC "Events" 5 gives them) are listed too, but go only to the droplet\'s ' +
    '`install_webhook_url`/`uninstall_webhook_url`, signed with its lifecycle secret; they cannot be subscribed to.',
  request: { query: webhookSchemasQuery },
  response: { status: 200, body: webhookSchemasResponse },
});
