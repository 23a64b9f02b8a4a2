import { requireSubscription } from '../../shared/domains/deliveries/find-subscription-delivery';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { NotFound } from '../../shared/platform/errors/domain-error';
import { authTokenChange } from '../../shared/domains/webhooks/auth-token-change';
import { presentSubscription } from '../../shared/domains/webhooks/present-webhook-subscription';
import { requireEventPermission } from '../../shared/domains/webhooks/webhook-subscription-access';
import { updateSubscription } from '../../shared/domains/webhooks/webhook-subscription-commands';
import { updateWebhookRoute } from './update-webhook.route';

export const handler = defineHandler(updateWebhookRoute, async ({ params, body, principal }) => {
  const current = await requireSubscription(principal.companyId, params.id);
  requireEventPermission(principal, current.resource);
  const { url, active, http_method, auth_token } = body.webhook;
  const subscription = await updateSubscription(principal.companyId, params.id, {
    url,
    active,
    http_method,
    auth_token: authTokenChange(auth_token, current),
  });
  if (!subscription) throw new NotFound('Webhook');
  return { webhook: presentSubscription(subscription) };
});
