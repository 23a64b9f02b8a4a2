import { defineRoute } from '../../shared/edge/http/route';
import { subscriptionResponse } from '../subscriptions/schemas';
import { customerSession, MY_SUBSCRIPTIONS, mySubscriptionParams } from './route-common';

/** GET …/subscriptions/{token}: one of the signed-in customer's subscriptions. */
export const getMySubscriptionRoute = defineRoute({
  id: 'getCustomerSubscription',
  method: 'GET',
  path: `${MY_SUBSCRIPTIONS}/{token}`,
  handler: 'customer-subscriptions/get-subscription',
  surface: 'checkout',
  auth: customerSession,
  summary: 'Show one of the signed-in customer’s subscriptions',
  description: 'Its lines, cadence, next renewal and status. Another customer’s subscription answers 404.',
  request: { params: mySubscriptionParams },
  response: { status: 200, body: subscriptionResponse },
});
