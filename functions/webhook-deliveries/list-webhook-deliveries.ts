import { listSubscriptionDeliveries } from '../../shared/deliveries/delivery-queries';
import { requireSubscription } from '../../shared/deliveries/find-subscription-delivery';
import { presentDelivery } from '../../shared/deliveries/present-delivery';
import { defineHandler } from '../../shared/http/define-handler';
import { reply } from '../../shared/http/reply';
import { listWebhookDeliveriesRoute } from './routes';

export const handler = defineHandler(listWebhookDeliveriesRoute, async ({ params, query, principal }) => {
  await requireSubscription(principal.companyId, params.id);
  const { deliveries, nextCursor } = await listSubscriptionDeliveries(principal.companyId, params.id, query.page);
  return reply({ deliveries: deliveries.map(presentDelivery) }, { meta: { pagination: { next_cursor: nextCursor, limit: query.page.limit } } });
});
