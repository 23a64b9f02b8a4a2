import type { Cart } from './cart-entity';
import type { PricedCart } from './priced-cart';

/**
 * Whether the cart can be checked out now, and the first reason it cannot (pure): it is open,
 * has items, none with an error, an email, a shipping address and a chosen shipping method.
 */
export function checkoutReadiness(cart: Cart, priced: PricedCart): { valid: boolean; reason: string | null } {
  const reason =
    cart.state !== 'open'
      ? 'The cart is already completed'
      : priced.lines.length === 0
        ? 'The cart is empty'
        : priced.messages.errors[0] ??
          (!cart.email ? 'An email address is required' : !cart.shipping_address ? 'A shipping address is required' : !priced.shipping_method ? 'A shipping method must be chosen' : null);
  return { valid: reason === null, reason };
}
