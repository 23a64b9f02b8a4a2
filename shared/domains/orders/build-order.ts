import type { Cart } from '../checkout/cart-entity';
import { repAttributionFields } from '../checkout/cart-attribution';
import type { attributedRepSchema } from '../members/attribution-payload';
import type { z } from 'zod';
import { acceptedOnOrder } from '../checkout/cart-agreements';
import { cartEventData } from '../checkout/cart-event';
import type { Order } from './order-entity';
import type { PricedCart } from '../checkout/priced-cart';
import { TEST_PAYMENT_METHOD_ID } from '../checkout/test-payment';
import { formatOrderNumber } from './order-number';
import { settle } from './order-state';
import { normalizeEmail } from '../../platform/schema/email';

/** Who placed the order and under which number (allocated before the order's transaction). */
export interface OrderIdentity {
  id: number;
  orderNumber: number;
  customerId: number;
  /**
   * The rep credited with the order's volume (shared/domains/checkout/credited-rep.ts).
   * @default - the rep the cart is attributed to
   */
  creditedRep?: z.infer<typeof attributedRepSchema> | null;
}

/**
 * The order a priced, valid cart becomes (pure): its items and totals as the buyer saw them, open,
 * paid and unfulfilled. Volume is stamped here, per line and in total, from the pricing the buyer
 * saw, and never recomputed: every order path (checkout, renewals) places orders through this.
 */
export function buildOrder(cart: Cart, priced: PricedCart, identity: OrderIdentity, at: string): Order {
  const data = cartEventData(cart, priced);
  const applied = priced.discounts.filter((discount) => discount.refusal === null).map((discount) => discount.code);
  const placed: Order = {
    id: identity.id,
    company_id: cart.company_id,
    number: formatOrderNumber(identity.orderNumber),
    order_number: identity.orderNumber,
    cart_id: cart.id,
    email: normalizeEmail(cart.email!),
    country_code: cart.country_code,
    currency_code: cart.currency_code,
    items: data.items,
    discount_codes: applied,
    shipping_method: priced.shipping_method
      ? { id: priced.shipping_method.id, name: priced.shipping_method.title, price: priced.shipping_method.price }
      : null,
    shipping_address: cart.shipping_address,
    billing_address: cart.billing_address ?? cart.shipping_address,
    sub_total: priced.totals.sub_total,
    discount_total: priced.totals.discount_total,
    shipping_total: priced.totals.shipping_total,
    tax_total: priced.totals.tax_total,
    amount_total: priced.totals.amount_total,
    price_inclusive_of_tax: priced.country.price_inclusive_of_tax,
    payment: { method: TEST_PAYMENT_METHOD_ID, status: 'captured', amount: priced.totals.amount_total },
    cv_total: data.cv_total,
    qv_total: data.qv_total,
    volume_adjustments: [],
    customer_id: identity.customerId,
    customer_name: cart.shipping_address?.name ?? cart.billing_address?.name ?? null,
    phone: cart.phone,
    buyer_rep_id: cart.attribution?.rep?.id ?? null,
    status: 'open',
    fulfillments: [],
    refunds: [],
    cancellation: null,
    metadata: {},
    agreements: acceptedOnOrder(cart, priced),
    recurring_consent: null,
    mails_sent: [],
    language_iso: cart.language_iso,
    version: 0,
    closed_at: null,
    fulfilled_at: null,
    ...repAttributionFields(cart.attribution),
    volume_rep: identity.creditedRep === undefined ? (cart.attribution?.rep ?? null) : identity.creditedRep,
    renewal: null,
    created_at: at,
  };
  // settle() derives the status axes and moves the version to 1, the version of a new order.
  return settle(placed, at);
}
