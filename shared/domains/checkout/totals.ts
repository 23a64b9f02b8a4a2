import type { DiscountAllocation } from './discount-allocation';
import type { TaxAnswer } from './tax-rules';

/** A priced cart line as the totals need it. */
export interface TotalsLine {
  id: number;
  quantity: number;
  /** Price of one unit in minor units (the subscription price when the line is subscribed). */
  unit_price: number;
}

/** One line's figures, minor units. */
export interface LineTotals {
  total: number;
  discount_amount: number;
  total_after_discounts: number;
  tax: number;
}

/** Every total of a cart, in minor units of its currency. */
export interface CartTotals {
  sub_total: number;
  /** Item discounts plus the shipping discount. */
  discount_total: number;
  item_discount_total: number;
  subtotal_after_discounts: number;
  /** The chosen shipping method's price, before a free-shipping code. */
  shipping_total: number;
  shipping_discount: number;
  item_tax: number;
  shipping_tax: number;
  tax_total: number;
  /** What the buyer pays: tax is added on top only when prices exclude it. */
  amount_total: number;
  /** Subtotal after discounts without the tax it includes. */
  net_subtotal: number;
  /** Shipping charged without the tax it includes. */
  shipping_net: number;
  /** Tax contained in the shipping charge of a price-inclusive country; 0 otherwise. */
  inclusive_shipping_tax: number;
  /** The enrollment pack's fee, charged on top (no discount or tax applies to it). */
  enrollment_fee: number;
  lines: Map<number, LineTotals>;
}

/** What the totals are computed from; every amount already decided (prices, discounts, shipping, tax). */
export interface TotalsInput {
  lines: readonly TotalsLine[];
  discounts: DiscountAllocation;
  /** The chosen shipping method's price (0 when none is chosen). */
  shipping: number;
  /** Tax per line and for shipping, from the callback or the fallback, on the discounted amounts. */
  tax: TaxAnswer;
  price_inclusive_of_tax: boolean;
  /** The enrollment pack's fee (0 without a pack). */
  enrollment_fee?: number;
}

/** The amount of shipping charged after a free-shipping code: what tax is computed on. */
export function shippingCharged(shipping: number, discounts: Pick<DiscountAllocation, 'freeShipping'>): number {
  return discounts.freeShipping ? 0 : shipping;
}

/**
 * Computes a cart's totals (pure): subtotal, discounts, shipping, tax and the amount due, per line
 * and in sum. With price-inclusive tax the tax is part of the prices and is not added again.
 */
export function computeTotals(input: TotalsInput): CartTotals {
  const taxByLine = new Map(input.tax.line_items.map((line) => [line.id, line.tax]));
  const lines = new Map<number, LineTotals>();
  let subTotal = 0;
  let itemDiscounts = 0;
  let itemTax = 0;
  for (const line of input.lines) {
    const total = line.unit_price * line.quantity;
    const discount = Math.min(input.discounts.byLine.get(line.id) ?? 0, total);
    const tax = taxByLine.get(line.id) ?? 0;
    lines.set(line.id, { total, discount_amount: discount, total_after_discounts: total - discount, tax });
    subTotal += total;
    itemDiscounts += discount;
    itemTax += tax;
  }
  const inclusive = input.price_inclusive_of_tax;
  const shippingDiscount = input.shipping - shippingCharged(input.shipping, input.discounts);
  const charged = input.shipping - shippingDiscount;
  const shippingTax = input.tax.shipping_tax;
  const taxTotal = itemTax + shippingTax;
  const afterDiscounts = subTotal - itemDiscounts;
  const enrollmentFee = input.enrollment_fee ?? 0;
  return {
    sub_total: subTotal,
    discount_total: itemDiscounts + shippingDiscount,
    item_discount_total: itemDiscounts,
    subtotal_after_discounts: afterDiscounts,
    shipping_total: input.shipping,
    shipping_discount: shippingDiscount,
    item_tax: itemTax,
    shipping_tax: shippingTax,
    tax_total: taxTotal,
    amount_total: afterDiscounts + charged + (inclusive ? 0 : taxTotal) + enrollmentFee,
    net_subtotal: afterDiscounts - (inclusive ? itemTax : 0),
    shipping_net: charged - (inclusive ? shippingTax : 0),
    inclusive_shipping_tax: inclusive ? shippingTax : 0,
    enrollment_fee: enrollmentFee,
    lines,
  };
}
