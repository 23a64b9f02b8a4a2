import { z } from 'zod';
import { subscriptionPayloadSchema, subscriptionStatuses, testPaymentTokens } from '../../shared/domains/events/payload-subscription';
import { cursorPageQuery } from '../../shared/platform/schema/pagination';
import { MAX_QUANTITY, storableId, storableIdParam } from '../../shared/platform/schema/storable';
import { addressBody } from '../carts/address-schemas';

/** The subscription resource of the API (OpenAPI component `Subscription`). */
export const subscriptionSchema = subscriptionPayloadSchema.meta({ id: 'Subscription' });

export const subscriptionParams = z.object({ id: storableIdParam });

export const listSubscriptionsQuery = z.object({
    filter: z
      .object({
        status: z.enum(subscriptionStatuses).optional(),
        email: z.email().max(254).transform((value) => value.toLowerCase()).optional().describe('The customer’s email (exact, case-insensitive)'),
        plan_id: storableIdParam.optional().describe('Subscriptions billing on this plan'),
        next_billing_at: z
          .object({ from: z.iso.datetime().optional(), to: z.iso.datetime().optional() })
          .strict()
          .optional()
          .describe('Next billing at or after `from` and at or before `to` (ISO 8601, UTC `Z`)'),
      })
      .strict()
      .default({}),
    page: cursorPageQuery().shape.page,
  });

export const subscriptionResponse = z.object({ subscription: subscriptionSchema });
export const subscriptionListResponse = z.object({ subscriptions: z.array(subscriptionSchema) });

const paymentMethod = z
    .object({ type: z.literal('test'), token: z.enum(testPaymentTokens) })
    .strict()
    .describe('The stored test payment method: `test_ok` approves, `test_decline` declines (dunning retries), `test_decline_hard` declines for good');

export const updateSubscriptionBody = z.object({
    subscription: z
      .object({
        next_billing_at: z.iso.datetime().optional().describe('When the next cycle bills (future); later cycles follow from it (re-anchored). Only an active subscription'),
        lines: z
          .array(z.object({ variant_id: storableId, product_id: storableId.optional().describe('Default: the line’s current product'), quantity: z.int().min(1).max(MAX_QUANTITY) }).strict())
          .min(1)
          .max(100)
          .optional()
          .describe('One entry per subscribed line, in order: a new quantity, or another variant of the same product or a product on the same plan'),
        shipping_address: addressBody.optional().describe('Must be in the subscription’s country'),
        shipping_method_id: z.string().trim().min(1).max(64).optional(),
        payment_method: paymentMethod.optional(),
      })
      .strict(),
  });

export const cancelSubscriptionBody = z.object({
    cancellation: z
      .object({ at_period_end: z.boolean().optional().describe('Cancel when the next cycle would bill instead of now; default false') })
      .strict()
      .default({}),
  });
