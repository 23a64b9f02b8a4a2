import { listSubscriptionDeliveries } from '../../shared/domains/deliveries/delivery-queries';
import { requireSubscription } from '../../shared/domains/deliveries/find-subscription-delivery';
import { presentDelivery } from '../../shared/domains/deliveries/present-delivery';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { offsetPagination } from '../../shared/platform/schema/offset-page';
import { reply } from '../../shared/edge/http/reply';
import { listWebhookDeliveriesRoute } from './list-webhook-deliveries.route';

export const handler = defineHandler(listWebhookDeliveriesRoute, async ({ params, query, principal }) => {
  await requireSubscription(principal.companyId, params.id);
  const { deliveries, totalCount } = await listSubscriptionDeliveries(principal.companyId, params.id, {
    page: query.page,
    perPage: query.per_page,
  });
  return reply(
    { deliveries: deliveries.map(presentDelivery) },
    { meta: { pagination: offsetPagination(query.page, query.per_page, totalCount) } },
  );
});
