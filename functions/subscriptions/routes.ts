import { defineRoute } from '../../shared/edge/http/route';
import { cancelSubscriptionBody, listSubscriptionsQuery, subscriptionListResponse, subscriptionParams, subscriptionResponse } from './schemas';

const view = { kind: 'bearer', permission: 'subscriptions.view' } as const;
export const manage = { kind: 'bearer', permission: 'subscriptions.manage' } as const;
export const base = '/api/v202604/subscriptions';
export const schedule = 'Every change moves or removes the subscription’s one renewal schedule (docs/commerce.md "Autoship subscriptions") and emits its event in the same transaction as the change.';

// Each route is built when first read (builtOnce): a subscription function builds its own route's
// schemas at import, not every subscription route's (issue 25 §2, cold starts); the manifest reads them all.

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

/** What the pause, resume and skip routes share: a POST on the subscription that answers it. */
const action = (id: string, path: string, handler: string) =>
  ({
    id,
    method: 'POST',
    path: `${base}/{id}/${path}`,
    handler: `subscriptions/${handler}`,
    surface: 'storefront',
    auth: manage,
    uses: ['renewal-schedules'],
    request: { params: subscriptionParams },
    errors: ['conflict'],
    response: { status: 200, body: subscriptionResponse },
  }) as const;

// Their documentation stays in each defineRoute literal, where the build leaves it out of bundles
// (lib/bundling/documentation-free-source.ts).
export const pauseSubscriptionRoute = defineRoute({
    ...action('pauseSubscription', 'pause', 'pause-subscription'),
    summary: 'Pause a subscription',
    description: `Active or past due → paused; nothing bills until resumed. Emits \`subscription_paused\`. Otherwise 409. ${schedule}`,
  });
export const resumeSubscriptionRoute = defineRoute({
    ...action('resumeSubscription', 'resume', 'resume-subscription'),
    summary: 'Resume a subscription',
    description: `Paused → active, billing at the first anchored date still ahead (cycles that fell in the pause are not billed). Emits \`subscription_resumed\`. Otherwise 409. ${schedule}`,
  });
export const skipSubscriptionRoute = defineRoute({
    ...action('skipSubscription', 'skip', 'skip-subscription'),
    summary: 'Skip the next cycle',
    description: `An active subscription’s next cycle is not billed; the next billing moves to the cycle after, on its anchored date. Emits \`subscription_updated\`. Otherwise 409. ${schedule}`,
  });

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

/**
 * The subscription routes that never bill, for the manifest; PATCH and charge_now, which may
 * answer a renewal, are billing-routes.ts (the manifest lists them after these).
 */
export const subscriptionRoutes = () => [
  listSubscriptionsRoute,
  getSubscriptionRoute,
  pauseSubscriptionRoute,
  resumeSubscriptionRoute,
  skipSubscriptionRoute,
  cancelSubscriptionRoute,
];
