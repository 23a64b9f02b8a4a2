import type { DiscountCode } from './discount-entity';

/** A discount code as the admin surface answers it. */
export function presentDiscount(discount: DiscountCode) {
  return {
    id: discount.id,
    code: discount.code,
    description: discount.description,
    kind: discount.kind,
    percentage: discount.percentage,
    amounts: discount.amounts,
    applies_to: discount.applies_to,
    target_ids: discount.target_ids,
    minimum_subtotal: discount.minimum_subtotal,
    starts_at: discount.starts_at,
    ends_at: discount.ends_at,
    usage_limit: discount.usage_limit,
    usage_limit_per_customer: discount.usage_limit_per_customer,
    usage_count: discount.usage_count,
    active: discount.active,
    created_at: discount.created_at,
    updated_at: discount.updated_at,
  };
}
