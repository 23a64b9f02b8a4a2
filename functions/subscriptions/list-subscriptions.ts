import { defineHandler } from '../../shared/edge/http/define-handler';
import { reply } from '../../shared/edge/http/reply';
import { presentSubscription } from '../../shared/domains/autoship/present-subscription';
import { listSubscriptions } from '../../shared/domains/autoship/subscription-store';
import { listSubscriptionsRoute } from './list-subscriptions.route';

export const handler = defineHandler(listSubscriptionsRoute, async ({ query, principal }) => {
  const { filter, page } = query;
  const { subscriptions, nextCursor } = await listSubscriptions(
    principal.companyId,
    {
      status: filter.status,
      email: filter.email,
      planId: filter.plan_id,
      nextBillingFrom: filter.next_billing_at?.from,
      nextBillingTo: filter.next_billing_at?.to,
    },
    { cursor: page.cursor, limit: page.limit },
  );
  return reply(
    { subscriptions: subscriptions.map(presentSubscription) },
    { meta: { pagination: { next_cursor: nextCursor, limit: page.limit } } },
  );
});
