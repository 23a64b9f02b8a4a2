import { presentSubscription } from '../../shared/domains/autoship/present-subscription';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { reply } from '../../shared/edge/http/reply';
import { mySubscriptions } from '../../shared/use-cases/customer-autoship';
import { listMySubscriptionsRoute } from './list-subscriptions.route';

export const handler = defineHandler(listMySubscriptionsRoute, async ({ query, principal }) => {
  const me = { companyId: principal.companyId, customerId: principal.customerId };
  const { subscriptions, nextCursor } = await mySubscriptions(me, query.page);
  return reply(
    { subscriptions: subscriptions.map(presentSubscription) },
    { meta: { pagination: { next_cursor: nextCursor, limit: query.page.limit } } },
  );
});
