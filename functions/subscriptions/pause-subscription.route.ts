import { defineRoute } from '../../shared/edge/http/route';
import { action, schedule } from './route-common';

// Their documentation stays in each defineRoute literal, where the build leaves it out of bundles
// (lib/bundling/documentation-free-source.ts).
export const pauseSubscriptionRoute = defineRoute({
  ...action('pauseSubscription', 'pause', 'pause-subscription'),
  summary: 'Pause a subscription',
  description: `Active or past due → paused; nothing bills until resumed. Emits \`subscription_paused\`. Otherwise 409. ${schedule}`,
});
