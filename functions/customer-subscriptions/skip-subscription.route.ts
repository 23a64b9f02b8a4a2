import { defineRoute } from '../../shared/edge/http/route';
import { myAction } from './route-common';

/** POST …/subscriptions/{token}/skip: the customer's own action. */
export const mySkipRoute = defineRoute({
  ...myAction('skipCustomerSubscription', 'skip', 'skip-subscription'),
  summary: 'Skip the next cycle',
  description:
    'The next cycle is not billed; the next renewal moves to the cycle after, on its anchored date (`undo_skip` brings it back). Only an active subscription, outside the cut-off (409 otherwise). Another customer’s subscription answers 404. Emits the subscription’s event in the same transaction as the change.',
});
