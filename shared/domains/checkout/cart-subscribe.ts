import { NotFound, ValidationFailed } from '../../platform/errors/domain-error';
import { findPlans } from '../storefront/plans/plan-store';
import { findOwnLine } from './cart-lines';
import type { CartChange } from './mutate-cart';

const refuse = (message: string) =>
  new ValidationFailed({ subscription_plan_id: [message] }, { message: `Cannot subscribe this item: ${message}` });

/**
 * The change turning a one-time line into a subscription on a plan: the plan must be one of the
 * shop's active plans, attached to the item's product, and the variant must allow subscription
 * (422 with the reason otherwise). The line is then charged its subscription price. A pack line is
 * refused: it is priced by the pack.
 */
export function subscribeItemChange(itemId: number, planId: number): CartChange {
  return {
    apply: async (cart, priced) => {
      const line = findOwnLine(cart, itemId);
      const pricedLine = priced.lines.find((candidate) => candidate.id === itemId);
      if (!pricedLine) throw new NotFound('Cart item');
      const plan = (await findPlans(cart.company_id, [planId])).get(planId);
      if (!plan) throw refuse(`${planId} is not a subscription plan of this shop`);
      if (!plan.active) throw refuse(`${plan.name} is not active`);
      if (!pricedLine.sellable) throw refuse(pricedLine.errors[0] ?? 'the item is not available');
      if (!pricedLine.allow_subscription)
        throw refuse(`${pricedLine.product_title} (${pricedLine.title}) cannot be bought as a subscription`);
      if (!pricedLine.plan_ids.includes(planId))
        throw refuse(`${plan.name} is not offered for ${pricedLine.product_title}`);
      if (line.subscription_plan_id === planId) throw refuse(`the item is already subscribed on ${plan.name}`);
      line.subscription_plan_id = planId;
      return cart;
    },
  };
}
