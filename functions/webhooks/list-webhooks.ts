import { defineHandler } from '../../shared/edge/http/define-handler';
import { offsetPagination } from '../../shared/platform/schema/offset-page';
import { reply } from '../../shared/edge/http/reply';
import { presentSubscription } from '../../shared/domains/webhooks/present-webhook-subscription';
import { listSubscriptionsPage } from '../../shared/domains/webhooks/webhook-subscription-commands';
import { listWebhooksRoute } from './list-webhooks.route';

export const handler = defineHandler(listWebhooksRoute, async ({ query, principal }) => {
  const page = { page: query.page, perPage: query.per_page };
  // An installation token lists its installation's subscriptions only (the route's ownership).
  const { subscriptions, totalCount } = await listSubscriptionsPage(
    principal.companyId,
    page,
    principal.installationId,
  );
  return reply(
    { webhooks: subscriptions.map(presentSubscription) },
    { meta: { pagination: offsetPagination(query.page, query.per_page, totalCount) } },
  );
});
