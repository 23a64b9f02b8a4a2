import { defineHandler } from '../../shared/edge/http/define-handler';
import { cancelOrder } from '../../shared/domains/orders/cancel-order';
import { presentOrder } from '../../shared/domains/orders/order-state';
import { cancelOrderRoute } from './cancel-order.route';

export const handler = defineHandler(cancelOrderRoute, async ({ params, body, principal }) => ({
  order: presentOrder(await cancelOrder(principal.companyId, params.id, body.cancellation)),
}));
