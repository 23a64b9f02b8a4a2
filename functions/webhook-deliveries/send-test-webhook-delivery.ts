import { requireSubscription } from '../../shared/deliveries/find-subscription-delivery';
import { presentDelivery } from '../../shared/deliveries/present-delivery';
import { sendTestDelivery } from '../../shared/deliveries/test-delivery';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { eventSchemas } from '../webhooks/event-schemas';
import { sendTestWebhookDeliveryRoute } from './routes';

export const handler = defineHandler(sendTestWebhookDeliveryRoute, async ({ params, principal }) => {
  const subscription = await requireSubscription(principal.companyId, params.id);
  // The published schema documents (built at build time) carry each event's example payload.
  const published = eventSchemas().find((schema) => schema.resource === subscription.resource && schema.event === subscription.event);
  return { delivery: presentDelivery(await sendTestDelivery(subscription, published)) };
});
