import { requireSubscription } from '../../shared/deliveries/find-subscription-delivery';
import { defineHandler } from '../../shared/http/define-handler';
import { NotFound } from '../../shared/http/errors';
import { refuseChangedFixedFields } from '../../shared/http/fixed-fields';
import { authTokenChange } from '../../shared/webhooks/auth-token-change';
import { presentSubscription } from '../../shared/webhooks/present-subscription';
import { requireEventPermission } from '../../shared/webhooks/subscription-access';
import { updateSubscription } from '../../shared/webhooks/subscription-commands';
import { updateWebhookRoute } from './routes';
import { FIXED_WEBHOOK_FIELD } from './schemas';

export const handler = defineHandler(updateWebhookRoute, async ({ params, body, principal }) => {
  const current = await requireSubscription(principal.companyId, params.id);
  requireEventPermission(principal, current.resource);
  const { resource, event, url, active, http_method, auth_token } = body.webhook;
  refuseChangedFixedFields('webhook', { resource, event }, current, FIXED_WEBHOOK_FIELD);
  const subscription = await updateSubscription(principal.companyId, params.id, { url, active, http_method, auth_token: authTokenChange(auth_token, current) });
  if (!subscription) throw new NotFound('Webhook');
  return { webhook: presentSubscription(subscription) };
});
