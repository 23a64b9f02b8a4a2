import { ValidationFailed } from '../../../platform/errors/domain-error';
import { findPlans } from '../plans/plan-store';
import type { Membership, StoredItem } from '../engine/family';

type PlanHolder = StoredItem<{ subscription_plan_ids?: number[] }>;
const planIds = (item: PlanHolder) => item.subscription_plan_ids ?? [];

/**
 * Plans attached to a product are catalog memberships: the engine keeps one row per plan under the
 * plan (`COMPANY#c#SF#subscription_plan#<plan>#product`), which is what a plan's `products_count`
 * counts, with no scan of the catalog.
 */
export function planMemberships(item: PlanHolder): Membership[] {
  return planIds(item).map((id) => ({ family: 'subscription_plan', id }));
}

/** Newly attached plan ids must be the company's plans (422 naming the field). */
export async function assertPlansExist(next: PlanHolder, previous: PlanHolder | undefined): Promise<void> {
  const added = planIds(next).filter((id) => !previous || !planIds(previous).includes(id));
  if (added.length === 0) return;
  const found = await findPlans(next.company_id, added);
  const missing = added.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw new ValidationFailed({
      'product.subscription_plan_ids': [
        `${missing.join(', ')} ${missing.length === 1 ? 'is not a subscription plan' : 'are not subscription plans'} of this company`,
      ],
    });
}
