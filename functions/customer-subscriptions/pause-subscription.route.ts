import { defineRoute } from '../../shared/edge/http/route';
import { myAction } from './route-common';

/** POST …/subscriptions/{token}/pause: the customer's own action. */
export const myPauseRoute = defineRoute({
  ...myAction('pauseCustomerSubscription', 'pause', 'pause-subscription'),
  summary: 'Pause the subscription',
  description:
    'Nothing bills until resumed; the renewal schedule is removed (`pause_reason` `customer`). An active or past-due subscription outside the cut-off; otherwise 409. Another customer’s subscription answers 404. Emits the subscription’s event in the same transaction as the change.',
});
