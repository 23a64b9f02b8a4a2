import { defineHandler } from '../../shared/edge/http/define-handler';
import { updatePlan } from '../../shared/domains/storefront/plans/plan-store';
import { presentPlans } from '../../shared/domains/storefront/plans/present-plans';
import { updateSubscriptionPlanRoute } from './update-subscription-plan.route';

export const handler = defineHandler(updateSubscriptionPlanRoute, async ({ params, body, principal }) => {
  const [subscription_plan] = await presentPlans(principal.companyId, [
    await updatePlan(principal.companyId, params.id, body.subscription_plan),
  ]);
  return { subscription_plan: subscription_plan! };
});
