import { requireSubscription } from '../../shared/deliveries/find-subscription-delivery';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { NotFound } from '../../shared/platform/errors/domain-error';
import { authTokenChange } from '../../shared/webhooks/auth-token-change';
import { presentSubscription } from '../../shared/webhooks/present-subscription';
import { requireEventPermission } from '../../shared/webhooks/subscription-access';
import { updateSubscription } from '../../shared/webhooks/subscription-commands';
import { updateWebhookRoute } from './routes';

export const handler = defineHandler(updateWebhookRoute, async ({ params, body, principal }) => {
  const current = await requireSubscription(principal.companyId, params.id);
  requireEventPermission(principal, current.resource);
  const { url, active, http_method, auth_token } = body.webhook;
  const subscription = await updateSubscription(principal.companyId, params.id, { url, active, http_method, auth_token: authTokenChange(auth_token, current) });
  if (!subscription) throw new NotFound('Webhook');
  return { webhook: presentSubscription(subscription) };
});
