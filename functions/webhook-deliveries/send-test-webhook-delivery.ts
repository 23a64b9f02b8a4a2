import { requireSubscription } from '../../shared/deliveries/find-subscription-delivery';
import { presentDelivery } from '../../shared/deliveries/present-delivery';
import { sendTestDelivery } from '../../shared/deliveries/test-delivery';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { sendTestWebhookDeliveryRoute } from './routes';

export const handler = defineHandler(sendTestWebhookDeliveryRoute, async ({ params, principal }) => {
  const subscription = await requireSubscription(principal.companyId, params.id);
  return { delivery: presentDelivery(await sendTestDelivery(subscription)) };
});
