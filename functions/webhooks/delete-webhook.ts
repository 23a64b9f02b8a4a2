import { defineHandler } from '../../shared/http/define-handler';
import { NotFound } from '../../shared/http/errors';
import { requireVisibleSubscription } from '../../shared/webhooks/subscription-access';
import { deleteSubscription } from '../../shared/webhooks/subscription-commands';
import { deleteWebhookRoute } from './routes';

export const handler = defineHandler(deleteWebhookRoute, async ({ params, principal }) => {
  await requireVisibleSubscription(principal, params.id);
  if (!(await deleteSubscription(principal.companyId, params.id))) throw new NotFound('Webhook');
  return { webhook: { id: params.id } };
});
