import { defineRoute } from '../../shared/edge/http/route';
import {
  cancelSubscriptionBody,
  listSubscriptionsQuery,
  renewalResponse,
  subscriptionListResponse,
  subscriptionParams,
  subscriptionResponse,
  updateSubscriptionBody,
  updateSubscriptionResponse,
} from './schemas';

const view = { kind: 'bearer', permission: 'subscriptions.view' } as const;
const manage = { kind: 'bearer', permission: 'subscriptions.manage' } as const;
const base = '/api/v202604/subscriptions';
const schedule = 'Every change moves or removes the subscription’s one renewal schedule (docs/commerce.md "Autoship subscriptions") and emits its event in the same transaction as the change.';

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

export const getSubscriptionRoute = defineRoute({
  id: 'getSubscription',
  method: 'GET',
  path: `${base}/{id}`,
  handler: 'subscriptions/get-subscription',
  surface: 'storefront',
  auth: view,
  summary: 'Show a subscription',
  description: 'The subscription: lines, cadence, status, next billing time and cycle, cycles billed and the maximum, dunning state, payment method reference. Another company’s subscription → 404.',
  request: { params: subscriptionParams },
  response: { status: 200, body: subscriptionResponse },
});

export const updateSubscriptionRoute = defineRoute({
  id: 'updateSubscription',
  method: 'PATCH',
  path: `${base}/{id}`,
  handler: 'subscriptions/update-subscription',
  surface: 'storefront',
  auth: manage,
  uses: ['renewal-schedules'],
  summary: 'Change a subscription',
  description:
    'Only the fields sent change: `next_billing_at` (re-anchors later cycles), `lines` (quantity, or a variant swap: another variant of the same product or a product on the same plan, sold in the subscription’s country), `shipping_address`, `shipping_method_id`, `payment_method`. ' +
    'A new payment method on a past-due subscription retries the failed cycle at once (`renewal`). A cancelled or expired subscription → 409. Emits `subscription_updated`. ' +
    'Last writer wins: a change that loses a race is re-applied on the current subscription, or, when concurrent changes already left every field it sends with their own value, it is superseded and answers the current subscription without an event (docs/api.md "Concurrent writes"). ' +
    schedule,
  request: { params: subscriptionParams, body: updateSubscriptionBody },
  errors: ['conflict'],
  response: { status: 200, body: updateSubscriptionResponse },
});

const action = (id: string, path: string, handler: string, summary: string, description: string) =>
  defineRoute({
    id,
    method: 'POST',
    path: `${base}/{id}/${path}`,
    handler: `subscriptions/${handler}`,
    surface: 'storefront',
    auth: manage,
    uses: ['renewal-schedules'],
    summary,
    description: `${description} ${schedule}`,
    request: { params: subscriptionParams },
    errors: ['conflict'],
    response: { status: 200, body: subscriptionResponse },
  });

export const pauseSubscriptionRoute = action('pauseSubscription', 'pause', 'pause-subscription', 'Pause a subscription', 'Active or past due → paused; nothing bills until resumed. Emits `subscription_paused`. Otherwise 409.');
export const resumeSubscriptionRoute = action(
  'resumeSubscription',
  'resume',
  'resume-subscription',
  'Resume a subscription',
  'Paused → active, billing at the first anchored date still ahead (cycles that fell in the pause are not billed). Emits `subscription_resumed`. Otherwise 409.',
);
export const skipSubscriptionRoute = action('skipSubscription', 'skip', 'skip-subscription', 'Skip the next cycle', 'An active subscription’s next cycle is not billed; the next billing moves to the cycle after, on its anchored date. Emits `subscription_updated`. Otherwise 409.');

export const cancelSubscriptionRoute = defineRoute({
  id: 'cancelSubscription',
  method: 'POST',
  path: `${base}/{id}/cancel`,
  handler: 'subscriptions/cancel-subscription',
  surface: 'storefront',
  auth: manage,
  uses: ['renewal-schedules'],
  summary: 'Cancel a subscription',
  description:
    'Now (`subscription_cancelled`), or with `at_period_end` when the next cycle would bill (`cancel_at_period_end` true and `subscription_updated` now; the renewal then cancels instead of charging). A cancelled or expired subscription → 409. ' +
    schedule,
  request: { params: subscriptionParams, body: cancelSubscriptionBody },
  errors: ['conflict'],
  response: { status: 200, body: subscriptionResponse },
});

export const chargeSubscriptionRoute = defineRoute({
  id: 'chargeSubscription',
  method: 'POST',
  path: `${base}/{id}/charge_now`,
  handler: 'subscriptions/charge-subscription',
  surface: 'storefront',
  auth: manage,
  uses: ['renewal-schedules'],
  summary: 'Bill the next cycle now',
  description:
    'Runs the renewal of the next cycle immediately through the same path as its schedule: re-priced in the subscription’s country, charged, and ordered like checkout (`order_created`, `subscription_renewed`); a decline enters dunning. ' +
    'One order per cycle: when the schedule or another call is billing (or just billed) the cycle → 409 naming why, and no second charge. A paused, cancelled or expired subscription → 409. Later cycles keep their anchored dates. ' +
    schedule,
  request: { params: subscriptionParams },
  errors: ['conflict'],
  response: { status: 200, body: renewalResponse },
});

/** Every subscription route, for the manifest. */
export const subscriptionRoutes = [
  listSubscriptionsRoute,
  getSubscriptionRoute,
  updateSubscriptionRoute,
  pauseSubscriptionRoute,
  resumeSubscriptionRoute,
  skipSubscriptionRoute,
  cancelSubscriptionRoute,
  chargeSubscriptionRoute,
];
