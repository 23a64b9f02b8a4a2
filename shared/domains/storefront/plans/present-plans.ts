import { countPlanProducts } from './plan-products';
import type { SubscriptionPlan } from './plan-entity';
import { presentPlan, type PlanView } from './plan-view';

/** Plans as the admin surface answers them, with their product counts (one COUNT Query per plan). */
export async function presentPlans(companyId: number, plans: SubscriptionPlan[]): Promise<PlanView[]> {
  const counts = await countPlanProducts(
    companyId,
    plans.map((plan) => plan.id),
  );
  return plans.map((plan) => presentPlan(plan, counts.get(plan.id) ?? 0));
}
