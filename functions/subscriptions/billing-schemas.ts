import { z } from 'zod';
import { orderSchema } from '../orders/schemas';
import { subscriptionSchema } from './schemas';

/**
 * Response schemas of the routes that may bill a cycle (PATCH, charge_now). Apart from
 * schemas.ts because a renewal carries the order view schema, which the functions that never
 * answer a renewal should not build at cold start.
 */

export const renewalSchema = z
  .object({
    outcome: z
      .enum(['renewed', 'declined', 'action_required', 'paused', 'cancelled'])
      .describe(
        '`renewed`: charged and ordered; `declined`: dunning (see the subscription); `action_required`: the card’s bank asks the customer to confirm the payment (3-D Secure): they were mailed a link, nothing is retried until they do; `paused`: nothing could ship; `cancelled`: it was set to cancel at period end',
      ),
    reason: z.string().nullable(),
    order: orderSchema.nullable().describe('The renewal order when `renewed`'),
  })
  .meta({ id: 'SubscriptionRenewal' });
export const updateSubscriptionResponse = z.object({
  subscription: subscriptionSchema,
  renewal: renewalSchema
    .nullable()
    .describe('The retry a new payment method on a past-due subscription ran at once; null otherwise'),
});
