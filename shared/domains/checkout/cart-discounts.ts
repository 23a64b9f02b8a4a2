import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';
import { codeKey, type DiscountCode } from '../discounts/discount-entity';
import { findDiscountByCode } from '../discounts/discount-store';
import { NotFound, ValidationFailed } from '../../platform/errors/domain-error';
import { MAX_DISCOUNT_CODES, type Cart } from './cart-entity';
import { discountRefusal, discountRefusals } from './discount-eligibility';
import { customerUsageKey } from './discount-usage';
import { moneyWriter } from './money-mode';
import type { CartChange } from './mutate-cart';
import type { PricedCart } from './priced-cart';

const refuse = (code: string, message: string) =>
  new ValidationFailed({ discount_code: [message] }, { message: `Discount code ${code} ${message}` });

/**
 * The change applying a code (not idempotent): each rule it breaks is its own 422 on
 * `errors.discount_code`: already applied, too many codes, unknown, inactive, not started,
 * expired, usage exhausted (in total or for this customer's email), another currency, minimum
 * not met, or no item it applies to. It is checked against the cart as priced now.
 */
export function applyDiscountChange(code: string, now: Date = new Date()): CartChange {
  return {
    apply: async (cart, priced) => {
      if (cart.discount_codes.some((applied) => codeKey(applied) === codeKey(code)))
        throw refuse(code, discountRefusals.already_applied());
      if (cart.discount_codes.length >= MAX_DISCOUNT_CODES)
        throw refuse(code, discountRefusals.too_many(MAX_DISCOUNT_CODES));
      const discount = await findDiscountByCode(cart.company_id, code);
      if (!discount) throw refuse(code, discountRefusals.unknown());
      const refusal =
        discountRefusal(discount, eligibility(cart, priced, now)) ?? (await customerRefusal(cart, discount));
      if (refusal) throw refuse(code, refusal);
      return { ...cart, discount_codes: [...cart.discount_codes, discount.code] };
    },
  };
}

/** The change removing a code from the cart (404 when the cart does not hold it); totals are recomputed. */
export function removeDiscountChange(code: string): CartChange {
  return {
    apply: (cart) => {
      const kept = cart.discount_codes.filter((applied) => codeKey(applied) !== codeKey(code));
      if (kept.length === cart.discount_codes.length) throw new NotFound('Discount code on this cart');
      return { ...cart, discount_codes: kept };
    },
  };
}

function eligibility(cart: Cart, priced: PricedCart, now: Date) {
  const money = moneyWriter(cart.currency_code, `${cart.language_iso}-${cart.country_code}`, 'integer');
  return {
    now,
    currency: cart.currency_code,
    subTotal: priced.totals.sub_total,
    lines: priced.lines.map((line) => ({
      id: line.id,
      amount: line.total,
      product_id: line.product_id,
      category_ids: line.category_ids,
      collection_ids: line.collection_ids,
    })),
    format: money.inCurrency,
  };
}

/** The per-customer limit, when the cart already has the buyer's email. */
async function customerRefusal(cart: Cart, discount: DiscountCode): Promise<string | undefined> {
  if (discount.usage_limit_per_customer === null || !cart.email) return undefined;
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: customerUsageKey(discount, cart.email) }),
  );
  return Number(Item?.uses ?? 0) >= discount.usage_limit_per_customer
    ? discountRefusals.customer_usage_exhausted()
    : undefined;
}
