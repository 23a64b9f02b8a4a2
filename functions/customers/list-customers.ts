import { listCustomers } from '../../shared/domains/customers/customer-store';
import { presentCustomer } from '../../shared/domains/customers/present-customer';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { reply } from '../../shared/edge/http/reply';
import { listCustomersRoute } from './list-customers.route';

export const handler = defineHandler(listCustomersRoute, async ({ query, principal }) => {
  const { customers, nextCursor } = await listCustomers(principal.companyId, {
    sort: query.sort ?? '-last_order_at',
    q: query.q,
    cursor: query.page.cursor,
    limit: query.page.limit,
  });
  return reply(
    { customers: customers.map(presentCustomer) },
    { meta: { pagination: { next_cursor: nextCursor, limit: query.page.limit } } },
  );
});
