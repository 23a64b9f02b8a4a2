import { requireSubscription } from '../../shared/domains/deliveries/find-subscription-delivery';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { presentSubscription } from '../../shared/domains/webhooks/present-webhook-subscription';
import { getWebhookRoute } from './get-webhook.route';

export const handler = defineHandler(getWebhookRoute, async ({ params, principal }) => ({
  webhook: presentSubscription(await requireSubscription(principal.companyId, params.id)),
}));
