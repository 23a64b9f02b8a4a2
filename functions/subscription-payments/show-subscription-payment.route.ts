import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import {
  SUBSCRIPTION_PAYMENT_RULES,
  SUBSCRIPTION_PAYMENTS_PATH,
  subscriptionPaymentParams,
  subscriptionPaymentSchema,
} from './route-common';

/** GET …/subscription_payments/{reference}: the hosted page of a renewal payment waiting for the customer. */
export const showSubscriptionPaymentRoute = defineRoute({
  id: 'showSubscriptionPayment',
  method: 'GET',
  path: `${SUBSCRIPTION_PAYMENTS_PATH}/{reference}`,
  handler: 'subscription-payments/show-subscription-payment',
  surface: 'checkout',
  auth: { kind: 'none' },
  // Completing the renewal moves the subscription's renewal schedule.
  uses: ['renewal-schedules'],
  writes: true,
  timeoutSeconds: 20,
  summary: 'Show a renewal payment waiting for the customer',
  description:
    'The page the mailed link opens (JSON, or a small HTML page when the client prefers `text/html`): the amount, the card and the next step. It is also where the bank’s check returns: a payment that went through completes the renewal there, placing its order once (`paid`, `order_id`; opening it again answers the same).' +
    SUBSCRIPTION_PAYMENT_RULES,
  request: { params: subscriptionPaymentParams },
  response: { status: 200, body: z.object({ subscription_payment: subscriptionPaymentSchema }) },
});
