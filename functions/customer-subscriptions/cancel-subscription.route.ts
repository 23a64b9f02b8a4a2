import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { boundedText } from '../../shared/platform/schema/storable';
import { myAction } from './route-common';

const cancelMySubscriptionBody = z
  .object({
    reason: boundedText(500).trim().min(1).max(500).optional().describe('Why, in the customer’s words'),
  })
  .strict()
  .default({});

/** POST …/subscriptions/{token}/cancel: the customer cancels, with a reason. */
export const myCancelSubscriptionRoute = defineRoute({
  ...myAction('cancelCustomerSubscription', 'cancel', 'cancel-subscription'),
  request: { params: myAction('', '', '').request.params, body: cancelMySubscriptionBody },
  summary: 'Cancel the subscription',
  description:
    'Cancels now: no further cycle bills, the renewal schedule is removed, `cancel_reason` is `customer` and `cancellation_note` keeps the reason. Refused with 409 before the plan’s minimum number of billed cycles (`customer_min_cycles`), inside the cut-off, or when already cancelled or expired. Another customer’s subscription answers 404. Emits `subscription_cancelled`.',
});
