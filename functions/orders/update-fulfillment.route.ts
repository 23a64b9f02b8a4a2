import { defineRoute } from '../../shared/edge/http/route';
import { fulfillmentParams, fulfillmentResponse, tracking } from './schemas';
import { base, manage } from './route-common';
import { z } from 'zod';

const updateFulfillmentBody = z.object({ fulfillment: z.object(tracking) });

export const updateFulfillmentRoute = defineRoute({
  id: 'updateFulfillment',
  method: 'PATCH',
  path: `${base}/{id}/fulfillments/{fulfillment_id}`,
  handler: 'orders/update-fulfillment',
  surface: 'storefront',
  auth: manage,
  summary: 'Update a fulfilment’s tracking',
  description:
    'Changes the fields sent of `tracking_number`, `tracking_company` and `tracking_url` (null clears). A cancelled fulfilment → 422. Emits `order_updated`.',
  request: { params: fulfillmentParams, body: updateFulfillmentBody },
  errors: ['conflict'],
  response: { status: 200, body: fulfillmentResponse },
});
