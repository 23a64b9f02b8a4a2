import type { Cart } from '../../domains/checkout/cart-entity';
import { loadCart } from '../../domains/checkout/cart-store';
import { presentCart } from '../../domains/checkout/present-cart';
import type { PricedCart } from '../../domains/checkout/priced-cart';
import { NotFound } from '../../platform/errors/domain-error';
import { presentOrder } from '../../domains/orders/order-state';
import { orderOfCart } from '../../domains/orders/order-store';
import { displayDate } from './renewal-dates';
import type { PageOutcome } from './resolve-page';
import type { SiteContext } from './site-context';
import type { SiteMatch } from './site-paths';
import type { Visitor } from './visitor';

/** The checkout page of a cart (its `checkout_url` path). */
export const checkoutPath = (token: string) => `/checkout/${token}`;
/** The order confirmation of a completed cart: stable, and only its buyer holds the token. */
export const orderPath = (token: string) => `/checkout/${token}/order`;

const shopperPage = (
  type: 'cart' | 'checkout' | 'order',
  resource: Record<string, unknown> | null,
  canonicalPath: string,
): PageOutcome => ({ kind: 'render', type, resource, rep: null, canonicalPath, shopper: true });

/** A cart of this shop by token, or undefined when the token names none (unknown, expired or another shop's). */
export async function findShopCart(
  context: SiteContext,
  token: string | undefined,
): Promise<{ cart: Cart; priced: PricedCart } | undefined> {
  if (!token) return undefined;
  const prefetched = context.shopperCart?.token === token ? context.shopperCart : undefined;
  if (prefetched && !prefetched.item) return undefined;
  try {
    return await loadCart(token, context.company.id, prefetched?.item);
  } catch (error) {
    if (error instanceof NotFound) return undefined;
    throw error;
  }
}

/** The cart token the page of `match` shows the cart of (`/cart`: the cookie's; checkout and confirmation: the path's), read ahead with the shop. */
export function shopperCartToken(match: SiteMatch | undefined, visitor: Visitor): string | undefined {
  if (match?.page === 'cart') return visitor.cartToken;
  if (match?.page === 'checkout' || match?.page === 'order') return match.params.cart_token;
  return undefined;
}

/**
 * The `cart` template object: the Cart as the checkout API presents it, plus the page links and,
 * on each `recurring` entry with a `next_charge_date`, that date written out in the visitor's
 * language (`next_charge_date_for_display`).
 */
export function cartObject(token: string, cart: Cart, priced: PricedCart, language: string): Record<string, unknown> {
  const presented = presentCart(cart, priced, { mode: 'integer', cartToken: token });
  const recurring = (presented.recurring as Record<string, unknown>[]).map((charge) =>
    typeof charge.next_charge_date === 'string'
      ? { ...charge, next_charge_date_for_display: displayDate(charge.next_charge_date, language) }
      : charge,
  );
  return { ...presented, recurring, checkout_url: checkoutPath(token), cart_url: '/cart' };
}

/** `/cart`: the shopper's open cart from the `cart_token` cookie; `cart` is null when there is none (an empty cart). */
export async function cartPage(context: SiteContext): Promise<PageOutcome> {
  const token = context.visitor.cartToken;
  const found = await findShopCart(context, token);
  const open =
    found && found.cart.state === 'open'
      ? cartObject(token!, found.cart, found.priced, context.visitor.language)
      : null;
  return shopperPage('cart', open, '/cart');
}

/** `/checkout/<cart_token>`: the cart's checkout; a completed cart goes to its confirmation, an unknown token is a 404. */
export async function checkoutPage(context: SiteContext, token: string): Promise<PageOutcome> {
  const found = await findShopCart(context, token);
  if (!found) return { kind: 'not_found', localized: false };
  if (found.cart.state === 'completed') return { kind: 'redirect', location: orderPath(token) };
  const cart = cartObject(token, found.cart, found.priced, context.visitor.language);
  // The checkout template reads the cart as `cart`, as the cart template does.
  return { ...shopperPage('checkout', cart, checkoutPath(token)), objects: { cart } } as PageOutcome;
}

/** `/checkout/<cart_token>/order`: the order a completed cart became (as `GET /api/v202604/orders/{id}` shows it); an open cart goes back to checkout. */
export async function orderPage(context: SiteContext, token: string): Promise<PageOutcome> {
  const found = await findShopCart(context, token);
  if (!found) return { kind: 'not_found', localized: false };
  if (found.cart.state !== 'completed') return { kind: 'redirect', location: checkoutPath(token) };
  return shopperPage('order', presentOrder(await orderOfCart(found.cart)), orderPath(token));
}
