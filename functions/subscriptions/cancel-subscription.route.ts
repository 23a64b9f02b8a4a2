import { defineRoute } from '../../shared/edge/http/route';
import { subscriptionParams, subscriptionResponse } from './schemas';
import { base, manage, schedule } from './route-common';
import { z } from 'zod';

const cancelSubscriptionBody = z.object({
  cancellation: z
    .object({
      at_period_end: z
        .boolean()
        .optional()
        .describe('Cancel when the next cycle would bill instead of now; default false'),
    })
    .strict()
    .default({}),
});

export const cancelSubscriptionRoute = defineRoute({
  id: 'cancelSubscription',
  method: 'POST',
  path: `${base}/{id}/cancel`,
  handler: 'subscriptions/cancel-subscription',
  surface: 'storefront',
  auth: manage,
  uses: ['renewal-schedules'],
  summary: 'Cancel a subscription',
  description:
    'Now (`subscription_cancelled`), or with `at_period_end` when the next cycle would bill (`cancel_at_period_end` true and `subscription_updated` now; the renewal then cancels instead of charging). A cancelled or expired subscription → 409. ' +
    schedule,
  request: { params: subscriptionParams, body: cancelSubscriptionBody },
  errors: ['conflict'],
  response: { status: 200, body: subscriptionResponse },
});
