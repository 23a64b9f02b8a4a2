import { defineHandler } from '../../shared/edge/http/define-handler';
import { getOrder } from '../../shared/domains/orders/order-store';
import { presentOrder } from '../../shared/domains/orders/order-state';
import { getOrderRoute } from './get-order.route';

export const handler = defineHandler(getOrderRoute, async ({ params, principal }) => ({
  order: presentOrder(await getOrder(principal.companyId, params.id)),
}));
