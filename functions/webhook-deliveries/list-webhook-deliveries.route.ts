import { DELIVERY_RETENTION_DAYS } from '../../shared/domains/deliveries/delivery-entity';
import { defineRoute } from '../../shared/edge/http/route';
import { subscriptionParams, webhookDeliverySchema } from './schemas';
import { OWNED, auth, ownership } from './route-common';
import { z } from 'zod';
import { offsetPageQuery } from '../../shared/platform/schema/pagination';

const listDeliveriesQuery = offsetPageQuery();

const deliveriesResponse = z.object({ deliveries: z.array(webhookDeliverySchema) });

/** GET /api/company/webhooks/{id}/deliveries: a subscription's deliveries with attempts, newest first. */
export const listWebhookDeliveriesRoute = defineRoute({
  id: 'listWebhookDeliveries',
  method: 'GET',
  path: '/api/company/webhooks/{id}/deliveries',
  handler: 'webhook-deliveries/list-webhook-deliveries',
  surface: 'admin',
  auth,
  ownership,
  summary: "List a subscription's deliveries and their attempts",
  description: `Deliveries of the last ${DELIVERY_RETENTION_DAYS} days (older ones are deleted), newest first, with offset pagination (\`page\`, \`per_page\`) like the rest of the unversioned admin surface (SPEC "Versioning" 4). Exact across the delivery shards: \`total_count\` counts every delivery of the window, and pages never repeat or skip one. ${OWNED}`,
  request: { params: subscriptionParams, query: listDeliveriesQuery },
  response: { status: 200, body: deliveriesResponse },
  pagination: 'offset',
});
