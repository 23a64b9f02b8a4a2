import type { Cart } from './cart-entity';
import { repAttributionFields } from './cart-attribution';
import type { PricedCart } from './priced-cart';

/** A cart as `cart_created`/`cart_updated` payloads carry it: never the cart token (it is the cart's secret). */
export function cartEventData(cart: Cart, priced: PricedCart) {
  return {
    id: cart.id,
    state: cart.state,
    state_revision: cart.state_revision,
    email: cart.email,
    country_code: cart.country_code,
    currency_code: cart.currency_code,
    items: priced.lines.map((line) => ({
      id: line.id,
      product_id: line.product_id,
      variant_id: line.variant_id,
      title: line.title,
      product_title: line.product_title,
      sku: line.sku,
      quantity: line.quantity,
      price: line.unit_price,
      total: line.total,
      discount_amount: line.discount_amount,
      total_after_discounts: line.total_after_discounts,
      tax: line.tax,
      subscription: line.subscription,
      subscription_plan_id: line.subscription_plan_id,
      cv: line.cv ?? 0,
      qv: line.qv ?? 0,
      cv_total: line.cv_total ?? 0,
      qv_total: line.qv_total ?? 0,
    })),
    discount_codes: priced.discounts.map((discount) => discount.code),
    shipping_method_id: priced.shipping_method?.id ?? null,
    sub_total: priced.totals.sub_total,
    discount_total: priced.totals.discount_total,
    shipping_total: priced.totals.shipping_total,
    tax_total: priced.totals.tax_total,
    amount_total: priced.totals.amount_total,
    cv_total: priced.volume?.cv ?? 0,
    qv_total: priced.volume?.qv ?? 0,
    price_inclusive_of_tax: priced.country.price_inclusive_of_tax,
    totals_stale: priced.totals_stale,
    order_id: cart.order_id,
    ...repAttributionFields(cart.attribution),
    created_at: cart.created_at,
    updated_at: cart.updated_at,
    completed_at: cart.completed_at,
  };
}
