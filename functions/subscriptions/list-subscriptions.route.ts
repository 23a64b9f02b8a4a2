import { defineRoute } from '../../shared/edge/http/route';
import { listSubscriptionsQuery, subscriptionListResponse } from './schemas';
import { base, view } from './route-common';

export const listSubscriptionsRoute = defineRoute({
  id: 'listSubscriptions',
  method: 'GET',
  path: base,
  handler: 'subscriptions/list-subscriptions',
  surface: 'storefront',
  auth: view,
  summary: 'List autoship subscriptions',
  description:
    'Cursor pagination. Filters are ANDed; each request is one Query: `filter[status]` reads that status ordered by next billing time (`filter[next_billing_at]` narrows its key range), else `filter[email]` reads that customer’s subscriptions, else the company’s, oldest first; ' +
    '`filter[plan_id]` and the remaining filters apply while reading. Public tokens never hold `subscriptions.view`.',
  request: { query: listSubscriptionsQuery },
  response: { status: 200, body: subscriptionListResponse },
  pagination: 'cursor',
});
