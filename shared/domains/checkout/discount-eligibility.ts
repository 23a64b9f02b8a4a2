import type { DiscountCode } from '../discounts/discount-entity';
import { lineEligible, type ApplicableDiscount, type DiscountableLine } from './discount-allocation';

/**
 * Why a code cannot be applied, each with its own message (422 `errors.discount_code` when a
 * shopper applies it; a cart warning when a code already on the cart stops applying).
 */
export const discountRefusals = {
  unknown: () => 'is not a valid discount code',
  already_applied: () => 'is already applied to this cart',
  too_many: (max: number) => `cannot be combined: a cart holds at most ${max} discount codes`,
  inactive: () => 'is not active',
  not_started: (at: string) => `is not valid yet; it starts at ${at}`,
  expired: (at: string) => `has expired; it ended at ${at}`,
  usage_exhausted: () => 'has reached its usage limit',
  customer_usage_exhausted: () => 'has already been used by this customer the maximum number of times',
  currency_unavailable: (currency: string) => `cannot be used in ${currency}`,
  minimum_not_met: (minimum: string) => `requires a subtotal of at least ${minimum}`,
  not_applicable: () => 'does not apply to any item in this cart',
} as const;

/** What the eligibility checks look at. */
export interface EligibilityContext {
  now: Date;
  currency: string;
  /** Cart subtotal before discounts, minor units. */
  subTotal: number;
  lines: readonly DiscountableLine[];
  /** Formats a minimum for the message (`$50.00`). */
  format: (minor: number) => string;
}

/** The code resolved for one currency, or undefined when it has no amount in that currency. */
export function applicableDiscount(discount: DiscountCode, currency: string): ApplicableDiscount | undefined {
  const amount = discount.kind === 'fixed_amount' ? discount.amounts[currency] : null;
  if (amount === undefined) return undefined;
  return {
    code: discount.code,
    kind: discount.kind,
    percentage: discount.percentage,
    amount,
    applies_to: discount.applies_to,
    target_ids: discount.target_ids,
  };
}

/**
 * The first rule a code breaks for this cart, as a message, or undefined when it applies (pure).
 * Usage is checked against the count so far; it is consumed atomically only when the order is placed.
 */
export function discountRefusal(discount: DiscountCode, context: EligibilityContext): string | undefined {
  if (!discount.active) return discountRefusals.inactive();
  if (discount.starts_at && Date.parse(discount.starts_at) > context.now.getTime())
    return discountRefusals.not_started(discount.starts_at);
  if (discount.ends_at && Date.parse(discount.ends_at) <= context.now.getTime())
    return discountRefusals.expired(discount.ends_at);
  if (discount.usage_limit !== null && discount.usage_count >= discount.usage_limit)
    return discountRefusals.usage_exhausted();
  const resolved = applicableDiscount(discount, context.currency);
  if (!resolved) return discountRefusals.currency_unavailable(context.currency);
  const minimum = discount.minimum_subtotal[context.currency];
  if (minimum !== undefined && context.subTotal < minimum)
    return discountRefusals.minimum_not_met(context.format(minimum));
  if (!context.lines.some((line) => line.amount > 0 && lineEligible(resolved, line)))
    return discountRefusals.not_applicable();
  return undefined;
}
