import { findDiscountByCode } from '../discounts/discount-store';
import type { GuardedWrite } from '../../platform/db/transact';
import { ValidationFailed } from '../../platform/errors/domain-error';
import type { Cart } from './cart-entity';
import {
  allocateDiscounts,
  type ApplicableDiscount,
  type DiscountableLine,
  type DiscountAllocation,
} from './discount-allocation';
import { applicableDiscount, discountRefusal, discountRefusals } from './discount-eligibility';
import { consumeUsage } from './discount-usage';
import type { PricedDiscount } from './priced-cart';

/**
 * A cart's codes priced: what they take off each line and, once the shipping discount is known
 * (totals.ts), each code's answer row.
 */
export interface CodePricing {
  readonly allocation: DiscountAllocation;
  discounts(shippingDiscount: number): PricedDiscount[];
}

/**
 * Resolves the cart's codes (one GetItem each) and allocates the ones that apply over its lines;
 * a code that stopped applying (expired, minimum no longer met…) takes nothing off and says why.
 */
export async function priceDiscountCodes(
  cart: Cart,
  context: { now: Date; subTotal: number; lines: readonly DiscountableLine[]; format: (minor: number) => string },
): Promise<CodePricing> {
  const found = await Promise.all(cart.discount_codes.map((code) => findDiscountByCode(cart.company_id, code)));
  const applicable: ApplicableDiscount[] = [];
  const refusals = new Map<string, string>();
  cart.discount_codes.forEach((code, index) => {
    const discount = found[index];
    const refusal = discount
      ? discountRefusal(discount, { ...context, currency: cart.currency_code })
      : discountRefusals.unknown();
    if (refusal || !discount) refusals.set(code, refusal ?? discountRefusals.unknown());
    else applicable.push(applicableDiscount(discount, cart.currency_code)!);
  });
  const allocation = allocateDiscounts(context.lines, applicable);
  return {
    allocation,
    discounts: (shippingDiscount) =>
      cart.discount_codes.map((code, index) => {
        const discount = found[index];
        const refusal = refusals.get(code) ?? null;
        const amount = refusal
          ? 0
          : discount?.kind === 'free_shipping'
            ? shippingDiscount
            : (allocation.byCode.get(discount!.code) ?? 0);
        return {
          code,
          kind: discount?.kind ?? 'percentage',
          applies_to: discount?.applies_to ?? 'cart',
          amount,
          refusal,
        };
      }),
  };
}

/** Usage consumption of every code that applies to a placed order; a failed condition is that code's usage limit (422, not charged). */
export async function discountUsageWrites(
  cart: Pick<Cart, 'company_id'>,
  applied: readonly PricedDiscount[],
  email: string,
): Promise<GuardedWrite[]> {
  const writes: GuardedWrite[] = [];
  for (const { code } of applied) {
    const discount = await findDiscountByCode(cart.company_id, code);
    if (!discount) continue;
    const refusal = () =>
      new ValidationFailed(
        { discount_code: [discountRefusals.usage_exhausted()] },
        { message: `Discount code ${discount.code} ${discountRefusals.usage_exhausted()}; the cart was not charged` },
      );
    writes.push(...consumeUsage(discount, email).map((item) => ({ item, refusal })));
  }
  return writes;
}
