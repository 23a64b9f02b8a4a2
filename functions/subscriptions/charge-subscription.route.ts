import { defineRoute } from '../../shared/edge/http/route';
import { renewalSchema } from './billing-schemas';
import { base, manage, schedule } from './route-common';
import { subscriptionParams } from './schemas';
import { z } from 'zod';
import { subscriptionSchema } from './schemas';

const renewalResponse = z.object({ subscription: subscriptionSchema, renewal: renewalSchema });

export const chargeSubscriptionRoute = defineRoute({
  id: 'chargeSubscription',
  method: 'POST',
  path: `${base}/{id}/charge_now`,
  handler: 'subscriptions/charge-subscription',
  surface: 'storefront',
  auth: manage,
  uses: ['renewal-schedules', 'mail'],
  summary: 'Bill the next cycle now',
  description:
    'Runs the renewal of the next cycle immediately through the same path as its schedule: re-priced in the subscription’s country, charged, and ordered like checkout (`order_created`, `subscription_renewed`); a decline enters dunning. ' +
    'One order per cycle: when the schedule or another call is billing (or just billed) the cycle → 409 naming why, and no second charge. A paused, cancelled or expired subscription → 409. Later cycles keep their anchored dates. ' +
    schedule,
  request: { params: subscriptionParams },
  errors: ['conflict'],
  response: { status: 200, body: globalThis.DEPLOYED_BUNDLE ? undefined : renewalResponse, exact: true },
});
