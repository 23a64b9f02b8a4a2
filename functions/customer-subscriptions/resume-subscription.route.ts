import { defineRoute } from '../../shared/edge/http/route';
import { myAction } from './route-common';

/** POST …/subscriptions/{token}/resume: the customer's own action. */
export const myResumeRoute = defineRoute({
  ...myAction('resumeCustomerSubscription', 'resume', 'resume-subscription'),
  summary: 'Resume a paused subscription',
  description:
    'Billing restarts at the first anchored date still ahead; cycles that fell in the pause are not billed. Not paused → 409. Another customer’s subscription answers 404. Emits the subscription’s event in the same transaction as the change.',
});
