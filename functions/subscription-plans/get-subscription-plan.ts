import { defineHandler } from '../../shared/edge/http/define-handler';
import { getPlan } from '../../shared/domains/storefront/plans/plan-store';
import { presentPlans } from '../../shared/domains/storefront/plans/present-plans';
import { getSubscriptionPlanRoute } from './get-subscription-plan.route';

export const handler = defineHandler(getSubscriptionPlanRoute, async ({ params, principal }) => {
  const [subscription_plan] = await presentPlans(principal.companyId, [await getPlan(principal.companyId, params.id)]);
  return { subscription_plan: subscription_plan! };
});
