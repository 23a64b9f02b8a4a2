/** The cookie holding the shopper's storefront cart token (never a URL the shop shares). */
export const CART_COOKIE = 'cart_token';

import { CART_TOKEN_PATTERN } from '../../domains/checkout/cart-token';

/** The cart token among the request's cookies (`name=value` pairs), when one has a token's shape. */
export function readCartCookie(cookies: readonly string[]): string | undefined {
  for (const cookie of cookies) {
    const [name, ...value] = cookie.trim().split('=');
    const token = value.join('=');
    if (name === CART_COOKIE && CART_TOKEN_PATTERN.test(token)) return token;
  }
  return undefined;
}

/**
 * The `Set-Cookie` value of a cart token: HttpOnly (no script reads it), SameSite=Lax (sent on the
 * shopper's own navigation, not on cross-site posts), path `/`, Secure when the shop is served
 * over https, kept as long as an open cart is.
 */
export function cartCookie(token: string, shopUrl: string, maxAgeSeconds: number): string {
  const secure = shopUrl.startsWith('https:') ? '; Secure' : '';
  return `${CART_COOKIE}=${token}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

/** The `Set-Cookie` value that forgets the cart (after its order was placed). */
export function clearedCartCookie(shopUrl: string): string {
  return cartCookie('', shopUrl, 0);
}
