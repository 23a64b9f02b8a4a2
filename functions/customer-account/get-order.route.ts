import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { storableIdParam } from '../../shared/platform/schema/storable';
import { orderResponse } from '../orders/schemas';
import { customerSession } from './route-common';

const myOrderParams = z.object({ token: storableIdParam.describe('The order’s id') });

/** GET …/orders/{token}: one order of the signed-in customer, with its fulfilments and tracking. */
export const getMyOrderRoute = defineRoute({
  id: 'getCustomerOrder',
  method: 'GET',
  path: '/api/checkout/v2026-04/orders/{token}',
  handler: 'customer-account/get-order',
  surface: 'checkout',
  auth: customerSession,
  summary: 'Show one of the signed-in customer’s orders',
  description:
    'The order with its lines, totals, payment, refunds and `fulfillments` (each with its tracking number, carrier and URL). A customer session is required (order ids are not secrets); another buyer’s order answers 404 like an unknown one.',
  request: { params: myOrderParams },
  response: { status: 200, body: orderResponse },
});
