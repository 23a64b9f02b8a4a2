import { defineRoute } from '../../shared/edge/http/route';
import { action, schedule } from './route-common';

export const resumeSubscriptionRoute = defineRoute({
  ...action('resumeSubscription', 'resume', 'resume-subscription'),
  summary: 'Resume a subscription',
  description: `Paused → active, billing at the first anchored date still ahead (cycles that fell in the pause are not billed). Emits \`subscription_resumed\`. Otherwise 409. ${schedule}`,
});
