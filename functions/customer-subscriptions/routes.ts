import { myCancelSubscriptionRoute } from './cancel-subscription.route';
import { getMySubscriptionRoute } from './get-subscription.route';
import { listMySubscriptionsRoute } from './list-subscriptions.route';
import { myPauseRoute } from './pause-subscription.route';
import { myReactivateRoute } from './reactivate-subscription.route';
import { myResumeRoute } from './resume-subscription.route';
import { myRetrySubscriptionRoute } from './retry-subscription.route';
import { mySkipRoute } from './skip-subscription.route';
import { myUndoSkipRoute } from './undo-skip-subscription.route';
import { updateMySubscriptionRoute } from './update-subscription.route';

/** The signed-in customer's own autoship on the checkout surface. */
export const customerSubscriptionRoutes = [
  listMySubscriptionsRoute,
  getMySubscriptionRoute,
  updateMySubscriptionRoute,
  mySkipRoute,
  myUndoSkipRoute,
  myPauseRoute,
  myResumeRoute,
  myCancelSubscriptionRoute,
  myReactivateRoute,
  myRetrySubscriptionRoute,
];
