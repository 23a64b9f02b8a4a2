import { requireDelivery } from '../../shared/domains/deliveries/find-subscription-delivery';
import { presentDelivery } from '../../shared/domains/deliveries/present-delivery';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { getWebhookDeliveryRoute } from './get-webhook-delivery.route';

export const handler = defineHandler(getWebhookDeliveryRoute, async ({ params, principal }) => ({
  delivery: presentDelivery(await requireDelivery(principal.companyId, params.id, params.delivery_id)),
}));
