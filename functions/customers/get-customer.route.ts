import { defineRoute } from '../../shared/edge/http/route';
import { customer } from './schemas';
import { view } from './route-common';
import { z } from 'zod';
import { orderSchema } from '../orders/schemas';
import { storableIdParam } from '../../shared/platform/schema/storable';

const customerParams = z.object({ id: storableIdParam });

const customerResponse = z.object({
  customer: customer.extend({
    recent_orders: z.array(orderSchema).describe('Up to 10 most recent orders, newest first'),
  }),
});

export const getCustomerRoute = defineRoute({
  id: 'getCustomer',
  method: 'GET',
  path: '/api/v202604/customers/{id}',
  handler: 'customers/get-customer',
  surface: 'storefront',
  auth: view,
  summary: 'Show a customer with recent orders',
  description: 'The customer and its 10 most recent orders, newest first. Another company’s customer → 404.',
  request: { params: customerParams },
  response: { status: 200, body: customerResponse },
});
