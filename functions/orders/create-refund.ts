import { defineHandler } from '../../shared/edge/http/define-handler';
import { presentOrder } from '../../shared/domains/orders/order-state';
import { refundOrder } from '../../shared/domains/orders/refund-order';
import { createRefundRoute } from './create-refund.route';

export const handler = defineHandler(createRefundRoute, async ({ params, body, principal }) => {
  const { order, refund } = await refundOrder(principal.companyId, params.id, body.refund);
  return { refund, order: presentOrder(order) };
});
