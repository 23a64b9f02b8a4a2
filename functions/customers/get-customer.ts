import { getCustomer, recentOrders } from '../../shared/customers/customer-store';
import { presentCustomer } from '../../shared/customers/present-customer';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { presentOrder } from '../../shared/orders/order-state';
import { getCustomerRoute } from './routes';

export const handler = defineHandler(getCustomerRoute, async ({ params, principal }) => {
  const customer = await getCustomer(principal.companyId, params.id);
  return { customer: { ...presentCustomer(customer), recent_orders: (await recentOrders(customer)).map(presentOrder) } };
});
