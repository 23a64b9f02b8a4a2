import { getCustomer, recentOrders } from '../../shared/domains/customers/customer-store';
import { presentCustomer } from '../../shared/domains/customers/present-customer';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { presentOrder } from '../../shared/domains/orders/order-state';
import { getCustomerRoute } from './get-customer.route';

export const handler = defineHandler(getCustomerRoute, async ({ params, principal }) => {
  const customer = await getCustomer(principal.companyId, params.id);
  return {
    customer: { ...presentCustomer(customer), recent_orders: (await recentOrders(customer)).map(presentOrder) },
  };
});
