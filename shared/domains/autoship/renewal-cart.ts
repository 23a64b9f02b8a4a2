import type { Cart } from '../checkout/cart-entity';
import type { Subscription } from './subscription-entity';

/**
 * The cart a renewal is priced and placed as (never stored): the subscription's lines subscribed
 * on their plan, its country, currency, addresses, shipping method and rep attribution, so the
 * checkout's pricing (catalog and subscription prices, plan savings, stock, shipping and tax
 * callbacks with their fallbacks) and order building apply unchanged. `only` keeps the lines of
 * those variants (the ones still available).
 */
export function renewalCart(subscription: Subscription, now: Date, only?: ReadonlySet<number>): Cart {
  const at = now.toISOString();
  const lines = subscription.lines
    .filter((line) => !only || only.has(line.variant_id))
    .map((line, index) => ({
      id: index + 1,
      product_id: line.product_id,
      variant_id: line.variant_id,
      quantity: line.quantity,
      subscription_plan_id: line.subscription_plan_id,
      metadata: {},
      enrollment: false,
    }));
  return {
    // The order's `cart_id` names the cart the subscription came from.
    id: subscription.origin_cart_id,
    company_id: subscription.company_id,
    token_hash: '',
    state: 'open',
    state_revision: 0,
    country_code: subscription.country_code,
    currency_code: subscription.currency_code,
    language_iso: subscription.language_iso,
    email: subscription.email,
    phone: null,
    email_marketing: false,
    sms_marketing: false,
    shipping_address: subscription.shipping_address,
    billing_address: subscription.billing_address,
    lines,
    next_line_id: lines.length + 1,
    discount_codes: [],
    shipping_method_id: subscription.shipping_method_id,
    metadata: {},
    priced: {},
    payment: null,
    order_id: null,
    customer_id: subscription.customer_id,
    attribution: subscription.attribution,
    created_at: at,
    updated_at: at,
    completed_at: null,
    // A renewal re-buys products: no enrollment pack, and the agreements were accepted at checkout.
    enrollment_pack_id: null,
    accepted_agreements: [],
  };
}
