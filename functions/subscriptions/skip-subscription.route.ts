import { defineRoute } from '../../shared/edge/http/route';
import { action, schedule } from './route-common';

export const skipSubscriptionRoute = defineRoute({
  ...action('skipSubscription', 'skip', 'skip-subscription'),
  summary: 'Skip the next cycle',
  description: `An active subscription’s next cycle is not billed; the next billing moves to the cycle after, on its anchored date. Emits \`subscription_updated\`. Otherwise 409. ${schedule}`,
});
