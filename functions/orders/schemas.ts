import { z } from 'zod';
import { fulfillmentPayloadSchema, orderViewSchema } from '../../shared/domains/orders/order-payload';
import { storableIdParam } from '../../shared/platform/schema/storable';

/**
 * The order resource of the API (OpenAPI component `Order`): the orders routes, the checkout's complete and a customer's recent orders answer it.
 * A constant, built at import: every order route answers it, so every order function builds it anyway.
 */
export const orderSchema = orderViewSchema.meta({ id: 'Order' });

export const orderParams = z.object({ id: storableIdParam });
export const fulfillmentParams = z.object({ id: storableIdParam, fulfillment_id: storableIdParam });

export const orderResponse = z.object({ order: orderSchema });

export const tracking = {
  tracking_number: z.string().trim().max(100).nullable().optional(),
  tracking_company: z.string().trim().max(100).nullable().optional().describe('Carrier name'),
  tracking_url: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable()
    .optional(),
};
export const fulfillmentResponse = z.object({
  fulfillment: fulfillmentPayloadSchema.meta({ id: 'Fulfillment' }),
  order: orderSchema,
});
