import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import {
  SUBSCRIPTION_PAYMENT_RULES,
  SUBSCRIPTION_PAYMENTS_PATH,
  subscriptionPaymentParams,
  subscriptionPaymentSchema,
} from './route-common';

/** POST …/subscription_payments/{reference}/confirm: the customer confirms a renewal payment on-session. */
export const confirmSubscriptionPaymentRoute = defineRoute({
  id: 'confirmSubscriptionPayment',
  method: 'POST',
  path: `${SUBSCRIPTION_PAYMENTS_PATH}/{reference}/confirm`,
  handler: 'subscription-payments/confirm-subscription-payment',
  surface: 'checkout',
  auth: { kind: 'none' },
  // Completing the renewal moves the subscription's renewal schedule.
  uses: ['renewal-schedules'],
  idempotent: false,
  timeoutSeconds: 20,
  summary: 'Confirm a renewal payment with the customer present',
  description:
    'Confirms the processor’s payment on-session: it answers `requires_action` with the bank’s check to open (`next_action.redirect_to_url.url`, which returns to the hosted page), or `paid` with the renewal’s order when no check is needed, or `declined` (the subscription enters dunning). The renewal places one order however often the link is used; `none` when nothing waits (paid since, paused or cancelled).' +
    SUBSCRIPTION_PAYMENT_RULES,
  request: { params: subscriptionPaymentParams },
  response: { status: 200, body: z.object({ subscription_payment: subscriptionPaymentSchema }) },
});
