import { defineRoute } from '../../shared/edge/http/route';
import { updateSubscriptionAnsweredKeys } from './billing-answered-keys';
import { updateSubscriptionResponse } from './billing-schemas';
import { base, manage, schedule } from './route-common';
import { subscriptionParams, updateSubscriptionBody } from './schemas';

export const updateSubscriptionRoute = defineRoute({
  id: 'updateSubscription',
  method: 'PATCH',
  path: `${base}/{id}`,
  handler: 'subscriptions/update-subscription',
  surface: 'storefront',
  auth: manage,
  uses: ['renewal-schedules', 'mail'],
  summary: 'Change a subscription',
  description:
    'Only the fields sent change: `next_billing_at` (re-anchors later cycles), `lines` (quantity, or a variant swap: another variant of the same product or a product on the same plan, sold in the subscription’s country), `shipping_address`, `shipping_method_id`, `payment_method`. ' +
    'A new payment method on a past-due subscription retries the failed cycle at once (`renewal`). A cancelled or expired subscription → 409. Emits `subscription_updated`. ' +
    'Last writer wins: a change that loses a race is re-applied on the current subscription, or, when concurrent changes already left every field it sends with their own value, it is superseded and answers the current subscription without an event (docs/api.md "Concurrent writes"). ' +
    schedule,
  request: { params: subscriptionParams, body: updateSubscriptionBody },
  errors: ['conflict'],
  response: {
    status: 200,
    body: globalThis.DEPLOYED_BUNDLE ? undefined : updateSubscriptionResponse,
    exact: true,
    answered: updateSubscriptionAnsweredKeys,
  },
});
