import { ownOrder } from '../../shared/domains/customers/customer-account';
import { presentOrder } from '../../shared/domains/orders/order-state';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { getMyOrderRoute } from './get-order.route';

export const handler = defineHandler(getMyOrderRoute, async ({ params, principal }) => ({
  order: presentOrder(await ownOrder(principal.companyId, principal.customerId, params.token)),
}));
