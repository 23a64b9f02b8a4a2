import { defineHandler } from '../../shared/edge/http/define-handler';
import { updateFulfillmentTracking } from '../../shared/domains/orders/fulfil-order';
import { presentOrder } from '../../shared/domains/orders/order-state';
import { updateFulfillmentRoute } from './update-fulfillment.route';

export const handler = defineHandler(updateFulfillmentRoute, async ({ params, body, principal }) => {
  const { order, fulfillment } = await updateFulfillmentTracking(
    principal.companyId,
    params.id,
    params.fulfillment_id,
    body.fulfillment,
  );
  return { fulfillment, order: presentOrder(order) };
});
