import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { renewalSchema } from '../subscriptions/billing-schemas';
import { subscriptionSchema } from '../subscriptions/schemas';
import { myAction } from './route-common';

/** POST …/subscriptions/{token}/retry: bills a past-due subscription's failed cycle now. */
export const myRetrySubscriptionRoute = defineRoute({
  ...myAction('retryCustomerSubscription', 'retry', 'retry-subscription'),
  summary: 'Retry a failed payment now',
  description:
    'Charges the stored payment method for the past-due cycle at once, through the renewal path: one order per cycle even when the dunning schedule fires at the same moment. Not past due → 409. Another customer’s subscription answers 404.',
  response: { status: 200, body: z.object({ subscription: subscriptionSchema, renewal: renewalSchema }) },
});
