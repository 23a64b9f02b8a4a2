import { defineRoute } from '../../shared/edge/http/route';
import { myAction } from './route-common';

/** POST …/subscriptions/{token}/reactivate: the customer's own action. */
export const myReactivateRoute = defineRoute({
  ...myAction('reactivateCustomerSubscription', 'reactivate', 'reactivate-subscription'),
  summary: 'Reactivate a cancelled subscription',
  description:
    'A cancelled subscription bills again from the first anchored date ahead. An expired one (its last cycle billed) or any other status → 409. Another customer’s subscription answers 404. Emits the subscription’s event in the same transaction as the change.',
});
