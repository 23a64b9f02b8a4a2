import { checkoutOptionsSchema } from '../site-settings/storefront-settings-entity';
import { unacceptedRequired } from './cart-agreements';
import type { Cart } from './cart-entity';
import type { PricedCart } from './priced-cart';

/**
 * Whether the cart can be checked out now, and the first reason it cannot (pure): it is open,
 * has items, none with an error, an email, a shipping address and a chosen shipping method, and
 * what the shop's checkout options require (a phone, a billing postal code), and every required
 * agreement accepted in its current version.
 */
export function checkoutReadiness(cart: Cart, priced: PricedCart): { valid: boolean; reason: string | null } {
  const options = priced.company.checkout ?? checkoutOptionsSchema.parse({});
  const billingZip = (cart.billing_address ?? cart.shipping_address)?.postal_code;
  const reason =
    cart.state !== 'open'
      ? 'The cart is already completed'
      : priced.lines.length === 0
        ? 'The cart is empty'
        : (priced.messages.errors[0] ??
          (!cart.email
            ? 'An email address is required'
            : !cart.shipping_address
              ? 'A shipping address is required'
              : !priced.shipping_method
                ? 'A shipping method must be chosen'
                : options.require_phone && !(cart.phone ?? cart.shipping_address.phone)
                  ? 'A phone number is required'
                  : options.require_billing_zip && !billingZip
                    ? 'A billing postal code is required'
                    : unacceptedRequired(cart, priced).length > 0
                      ? `Accept the required agreements: ${unacceptedRequired(cart, priced)
                          .map((agreement) => agreement.title)
                          .join(', ')}`
                      : null));
  return { valid: reason === null, reason };
}
