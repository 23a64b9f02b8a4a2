import { defineHandler } from '../../shared/edge/http/define-handler';
import { offsetPagination } from '../../shared/platform/schema/offset-page';
import { reply } from '../../shared/edge/http/reply';
import { listPlansPage } from '../../shared/domains/storefront/plans/plan-store';
import { presentPlans } from '../../shared/domains/storefront/plans/present-plans';
import { listSubscriptionPlansRoute } from './list-subscription-plans.route';

export const handler = defineHandler(listSubscriptionPlansRoute, async ({ query, principal }) => {
  const { plans, totalCount } = await listPlansPage(principal.companyId, { page: query.page, perPage: query.per_page });
  return reply(
    { subscription_plans: await presentPlans(principal.companyId, plans) },
    { meta: { pagination: offsetPagination(query.page, query.per_page, totalCount) } },
  );
});
