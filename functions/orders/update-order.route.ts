import { defineRoute } from '../../shared/edge/http/route';
import { orderParams, orderResponse, updateOrderBody } from './schemas';
import { base, manage } from './route-common';

export const updateOrderRoute = defineRoute({
  id: 'updateOrder',
  method: 'PATCH',
  path: `${base}/{id}`,
  handler: 'orders/update-order',
  surface: 'storefront',
  auth: manage,
  summary: 'Set an order’s metadata',
  description: 'Replaces `metadata` (the merchant’s own keys; the order as placed cannot be edited here). Emits `order_updated`.',
  request: { params: orderParams, body: updateOrderBody },
  errors: ['conflict'],
  response: { status: 200, body: orderResponse },
});
