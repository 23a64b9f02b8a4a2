import { requireDelivery, requireSubscription } from '../../shared/domains/deliveries/find-subscription-delivery';
import { presentDelivery } from '../../shared/domains/deliveries/present-delivery';
import { resendDeliveries } from '../../shared/domains/deliveries/resend-delivery';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { resendWebhookDeliveryRoute } from './resend-webhook-delivery.route';

export const handler = defineHandler(resendWebhookDeliveryRoute, async ({ params, principal }) => {
  await requireSubscription(principal.companyId, params.id);
  const delivery = await requireDelivery(principal.companyId, params.id, params.delivery_id);
  await resendDeliveries([delivery]);
  return { delivery: presentDelivery({ ...delivery, status: 'pending' }) };
});
