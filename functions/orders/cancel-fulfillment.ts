import { defineHandler } from '../../shared/edge/http/define-handler';
import { cancelFulfillment } from '../../shared/domains/orders/fulfil-order';
import { presentOrder } from '../../shared/domains/orders/order-state';
import { cancelFulfillmentRoute } from './cancel-fulfillment.route';

export const handler = defineHandler(cancelFulfillmentRoute, async ({ params, principal }) => {
  const { order, fulfillment } = await cancelFulfillment(principal.companyId, params.id, params.fulfillment_id);
  return { fulfillment, order: presentOrder(order) };
});
