import { defineHandler } from '../../shared/edge/http/define-handler';
import { NotFound } from '../../shared/platform/errors/domain-error';
import { deleteSubscription } from '../../shared/domains/webhooks/webhook-subscription-commands';
import { deleteWebhookRoute } from './delete-webhook.route';

export const handler = defineHandler(deleteWebhookRoute, async ({ params, principal }) => {
  if (!(await deleteSubscription(principal.companyId, params.id))) throw new NotFound('Webhook');
  return { webhook: { id: params.id } };
});
