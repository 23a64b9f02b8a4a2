import { z } from 'zod';
import { subscriptionPayloadSchema, testPaymentTokens } from '../../shared/domains/autoship/subscription-payload';
import { MAX_QUANTITY, storableId, storableIdParam } from '../../shared/platform/schema/storable';
import { addressBody } from '../carts/address-schemas';

/** The subscription resource of the API (OpenAPI component `Subscription`). */
export const subscriptionSchema = subscriptionPayloadSchema.meta({ id: 'Subscription' });

export const subscriptionParams = z.object({ id: storableIdParam });

export const subscriptionResponse = z.object({ subscription: subscriptionSchema });

const paymentMethod = z
  .object({ type: z.literal('test'), token: z.enum(testPaymentTokens) })
  .strict()
  .describe(
    'The stored test payment method: `test_ok` approves, `test_decline` declines (dunning retries), `test_decline_hard` declines for good',
  );

export const updateSubscriptionBody = z.object({
  subscription: z
    .object({
      next_billing_at: z.iso
        .datetime()
        .optional()
        .describe(
          'When the next cycle bills (future); later cycles follow from it (re-anchored). Only an active subscription',
        ),
      lines: z
        .array(
          z
            .object({
              variant_id: storableId,
              product_id: storableId.optional().describe('Default: the line’s current product'),
              quantity: z.int().min(1).max(MAX_QUANTITY),
            })
            .strict(),
        )
        .min(1)
        .max(100)
        .optional()
        .describe(
          'One entry per subscribed line, in order: a new quantity, or another variant of the same product or a product on the same plan',
        ),
      shipping_address: addressBody.optional().describe('Must be in the subscription’s country'),
      shipping_method_id: z.string().trim().min(1).max(64).optional(),
      payment_method: paymentMethod.optional(),
    })
    .strict(),
});
