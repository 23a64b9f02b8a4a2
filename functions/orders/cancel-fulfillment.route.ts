import { defineRoute } from '../../shared/edge/http/route';
import { fulfillmentParams, fulfillmentResponse } from './schemas';
import { base, manage } from './route-common';

export const cancelFulfillmentRoute = defineRoute({
  id: 'cancelFulfillment',
  method: 'POST',
  path: `${base}/{id}/fulfillments/{fulfillment_id}/cancel`,
  handler: 'orders/cancel-fulfillment',
  surface: 'storefront',
  auth: manage,
  idempotent: true,
  summary: 'Cancel a fulfilment',
  description:
    'Its units are unfulfilled again (`fulfillment_status` and `status` follow: a closed order reopens). Stock is not moved: it left the shelf when the order was placed and the units are still the buyer’s. ' +
    'Cancelling a cancelled fulfilment answers it unchanged (200). Emits `fulfillment_cancelled` and `order_updated`.',
  request: { params: fulfillmentParams },
  errors: ['conflict'],
  response: { status: 200, body: fulfillmentResponse },
});
