import { defineRoute } from '../../shared/edge/http/route';
import { updateSubscriptionAnsweredKeys } from './billing-answered-keys';
import { renewalResponse, updateSubscriptionResponse } from './billing-schemas';
import { base, manage, schedule } from './routes';
import { subscriptionParams, updateSubscriptionBody } from './schemas';

// The subscription routes that may bill a cycle and answer its renewal (with the order view
// schema): apart from routes.ts so that the functions of the others do not build those schemas.
// Their answers are exact, so deployed bundles leave the schemas out (as the cart routes do,
// shared/platform/deployed-bundle.ts).

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
    response: { status: 200, body: globalThis.DEPLOYED_BUNDLE ? undefined : updateSubscriptionResponse, exact: true, answered: updateSubscriptionAnsweredKeys },
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
    response: { status: 200, body: globalThis.DEPLOYED_BUNDLE ? undefined : renewalResponse, exact: true },
  });

/** The subscription routes that may bill, for the manifest. */
export const subscriptionBillingRoutes = () => [updateSubscriptionRoute, chargeSubscriptionRoute];
