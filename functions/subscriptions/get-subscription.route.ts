import { defineRoute } from '../../shared/edge/http/route';
import { subscriptionParams, subscriptionResponse } from './schemas';
import { base, view } from './route-common';

export const getSubscriptionRoute = defineRoute({
  id: 'getSubscription',
  method: 'GET',
  path: `${base}/{id}`,
  handler: 'subscriptions/get-subscription',
  surface: 'storefront',
  auth: view,
  summary: 'Show a subscription',
  description:
    'The subscription: lines, cadence, status, next billing time and cycle, cycles billed and the maximum, dunning state, payment method reference. Another company’s subscription → 404.',
  request: { params: subscriptionParams },
  response: { status: 200, body: subscriptionResponse },
});
