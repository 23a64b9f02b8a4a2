import { defineHandler } from '../../shared/edge/http/define-handler';
import { deletePlan } from '../../shared/domains/storefront/plans/plan-store';
import { presentPlans } from '../../shared/domains/storefront/plans/present-plans';
import { deleteSubscriptionPlanRoute } from './delete-subscription-plan.route';

export const handler = defineHandler(deleteSubscriptionPlanRoute, async ({ params, principal }) => {
  const [subscription_plan] = await presentPlans(principal.companyId, [
    await deletePlan(principal.companyId, params.id),
  ]);
  return { subscription_plan: subscription_plan! };
});
