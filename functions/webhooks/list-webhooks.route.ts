import { defineRoute } from '../../shared/edge/http/route';
import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { webhookSchema } from './schemas';
import { auth, ownedCollection } from './route-common';
import { z } from 'zod';

const webhookListResponse = z.object({ webhooks: z.array(webhookSchema) });

/** GET /api/company/webhooks: the company's subscriptions, oldest first. */
export const listWebhooksRoute = defineRoute({
  id: 'listWebhooks',
  method: 'GET',
  path: '/api/company/webhooks',
  handler: 'webhooks/list-webhooks',
  surface: 'admin',
  auth,
  ownership: ownedCollection,
  summary: 'List webhook subscriptions',
  description: "An installation token (`dit_`) lists only its installation's subscriptions.",
  request: { query: offsetPageQuery() },
  response: { status: 200, body: webhookListResponse },
  pagination: 'offset',
});
