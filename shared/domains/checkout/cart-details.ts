import { ValidationFailed } from '../../platform/errors/domain-error';
import type { Address, Cart } from './cart-entity';
import type { CartChange } from './mutate-cart';
import { normalizeEmail } from '../../platform/schema/email';

/** Buyer details a cart update sets (validated by the route); absent fields keep their values. */
export interface CartDetails {
  email?: string | null;
  phone?: string | null;
  language_iso?: string;
  email_marketing?: boolean;
  sms_marketing?: boolean;
  shipping_address?: Address | null;
  billing_address?: Address | null;
  shipping_method_id?: string | null;
  metadata?: Record<string, unknown>;
}

/**
 * The change setting buyer details. The shipping address must be in the cart's country (the
 * country fixes currency and tax; start a new cart for another one), and a chosen shipping method
 * must be one the cart is offered once priced (422 naming the field otherwise).
 */
export function updateDetailsChange(details: CartDetails): CartChange {
  const fields = Object.keys(details).filter(
    (field) => details[field as keyof CartDetails] !== undefined,
  ) as (keyof CartDetails)[];
  return {
    sets: (cart) => fields.map((field) => cart[field]),
    apply: (cart: Cart) => {
      if (details.shipping_address && details.shipping_address.country_code !== cart.country_code) {
        throw new ValidationFailed({
          'cart.shipping_address.country_code': [
            `must be ${cart.country_code}, the cart's country; start a new cart to ship elsewhere`,
          ],
        });
      }
      const given = Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
      if (typeof given.email === 'string') given.email = normalizeEmail(given.email);
      return { ...cart, ...given };
    },
    check: (_next, priced) => {
      if (
        details.shipping_method_id &&
        !priced.shipping_methods.some((method) => method.id === details.shipping_method_id)
      ) {
        const offered = priced.shipping_methods.map((method) => method.id);
        throw new ValidationFailed({
          'cart.shipping_method_id': [
            offered.length
              ? `is not offered for this cart; one of: ${offered.join(', ')}`
              : 'cannot be chosen: no shipping method is available for this cart',
          ],
        });
      }
    },
  };
}
