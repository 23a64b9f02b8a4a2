import { failedDeliveriesSince } from '../../shared/domains/deliveries/delivery-queries';
import { requireSubscription } from '../../shared/domains/deliveries/find-subscription-delivery';
import { resendDeliveries } from '../../shared/domains/deliveries/resend-delivery';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { ValidationFailed } from '../../shared/platform/errors/domain-error';
import { recoverWebhookDeliveriesRoute } from './recover-webhook-deliveries.route';

/** Deliveries are kept for recovery this long. */
const RECOVERY_WINDOW_MS = 7 * 24 * 3600 * 1000;

export const handler = defineHandler(recoverWebhookDeliveriesRoute, async ({ params, body, principal }) => {
  const since = new Date(body.since);
  if (Date.now() - since.getTime() > RECOVERY_WINDOW_MS)
    throw new ValidationFailed({ since: ['must be within the last 7 days'] });
  await requireSubscription(principal.companyId, params.id);
  const failed = await failedDeliveriesSince(principal.companyId, params.id, since);
  await resendDeliveries(failed);
  return { recovered: failed.length, delivery_ids: failed.map((delivery) => delivery.id) };
});
