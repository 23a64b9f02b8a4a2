import { defineHandler } from '../../shared/edge/http/define-handler';
import { createPlan } from '../../shared/domains/storefront/plans/plan-store';
import { presentPlans } from '../../shared/domains/storefront/plans/present-plans';
import { createSubscriptionPlanRoute } from './create-subscription-plan.route';

export const handler = defineHandler(createSubscriptionPlanRoute, async ({ body, principal }) => {
  const plan = await createPlan(principal.companyId, body.subscription_plan);
  const [subscription_plan] = await presentPlans(principal.companyId, [plan]);
  return { subscription_plan: subscription_plan! };
});
