import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { cursorPageQuery } from '../../shared/platform/schema/pagination';
import { subscriptionSchema } from '../subscriptions/schemas';
import { customerSession, MY_SUBSCRIPTIONS } from './route-common';

/** GET …/subscriptions: the signed-in customer's subscriptions. */
export const listMySubscriptionsRoute = defineRoute({
  id: 'listCustomerSubscriptions',
  method: 'GET',
  path: MY_SUBSCRIPTIONS,
  handler: 'customer-subscriptions/list-subscriptions',
  surface: 'checkout',
  auth: customerSession,
  summary: 'List the signed-in customer’s subscriptions',
  description:
    'Oldest first, cursor pagination. Cost: one GetItem (the customer) and one Query of `limit + 1` subscriptions on the buyer’s index.',
  request: { query: cursorPageQuery() },
  response: { status: 200, body: z.object({ subscriptions: z.array(subscriptionSchema) }) },
  pagination: 'cursor',
});
