import { countPlanProducts } from './plan-products';
import { DEFAULT_CHANGE_CUTOFF_HOURS, type SubscriptionPlan } from './plan-entity';
import { presentPlan, type PlanView } from './plan-view';

/** Plans as the admin surface answers them, with their product counts (one COUNT Query per plan). */
export async function presentPlans(companyId: number, plans: SubscriptionPlan[]): Promise<AdminPlanView[]> {
  const counts = await countPlanProducts(
    companyId,
    plans.map((plan) => plan.id),
  );
  // The customer rules are the merchant's view only: cart items embed the plan without them.
  return plans.map((plan) => ({
    ...presentPlan(plan, counts.get(plan.id) ?? 0),
    customer_min_cycles: plan.customer_min_cycles ?? null,
    customer_change_cutoff_hours: plan.customer_change_cutoff_hours ?? DEFAULT_CHANGE_CUTOFF_HOURS,
  }));
}

/** A plan as the admin surface answers it: the shared view plus the customer self-service rules. */
export type AdminPlanView = PlanView & { customer_min_cycles: number | null; customer_change_cutoff_hours: number };
