import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { MAX_QUANTITY, storableId } from '../../shared/platform/schema/storable';
import { subscriptionResponse } from '../subscriptions/schemas';
import { customerSession, MY_SUBSCRIPTIONS, mySubscriptionParams } from './route-common';

const updateMySubscriptionBody = z.object({
  subscription: z
    .object({
      next_bill_date: z.iso
        .date()
        .optional()
        .describe('The next renewal bills this day at the subscription’s usual time; later cycles follow from it'),
      variant_id: storableId.optional().describe('Another variant on the plan (a one-line subscription)'),
      quantity: z.int().min(1).max(MAX_QUANTITY).optional().describe('New quantity (a one-line subscription)'),
      lines: z
        .array(z.object({ variant_id: storableId, quantity: z.int().min(1).max(MAX_QUANTITY) }).strict())
        .min(1)
        .max(100)
        .optional()
        .describe('One entry per subscribed line, in order (a subscription of several lines)'),
      address_id: storableId.optional().describe('A saved address of the customer to ship to'),
    })
    .strict()
    .refine((changes) => Object.keys(changes).length > 0, { message: 'send at least one change' }),
});

/** PATCH …/subscriptions/{token}: the customer changes date, quantity, variant or address. */
export const updateMySubscriptionRoute = defineRoute({
  id: 'updateCustomerSubscription',
  method: 'PATCH',
  path: `${MY_SUBSCRIPTIONS}/{token}`,
  handler: 'customer-subscriptions/update-subscription',
  surface: 'checkout',
  auth: customerSession,
  uses: ['renewal-schedules'],
  errors: ['conflict'],
  summary: 'Change one of the signed-in customer’s subscriptions',
  description:
    'Only the fields sent change: `next_bill_date` (an active subscription; re-anchors later cycles), `variant_id` and `quantity` (or `lines`: another variant of the product or a product on the same plan, sold in the subscription’s country), `address_id` (a saved address in the subscription’s country). ' +
    'Refused with 409 while the next renewal is inside the plan’s cut-off (`customer_change_cutoff_hours`, 24 by default), or when the new date falls inside it. Emits `subscription_updated`; the one renewal schedule moves with the date.',
  request: { params: mySubscriptionParams, body: updateMySubscriptionBody },
  response: { status: 200, body: subscriptionResponse },
  examples: { request: { subscription: { quantity: 2 } } },
});
