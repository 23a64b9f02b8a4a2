import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { namesShop, resolveShop } from '../../domains/storefront/resolve-shop';
import { reply, type Reply } from '../http/reply';
import type { Cart } from '../../domains/checkout/cart-entity';
import { loadCart } from '../../domains/checkout/cart-store';
import type { MoneyMode } from '../../domains/checkout/money-mode';
import { presentCart } from '../../domains/checkout/present-cart';
import type { PricedCart } from '../../domains/checkout/priced-cart';
import { shopUrls } from '../../domains/checkout/shop-urls';

/**
 * The company a cart request names, when it names one the storefront way (public token,
 * `X-Service-Shop`, or the `Host` subdomain); carts of other shops are then 404. A request naming
 * no shop is answered by the cart token alone (it is the cart's credential).
 */
export async function namedShopCompany(event: Pick<APIGatewayProxyEventV2, 'headers'>): Promise<number | undefined> {
  return namesShop(event.headers) ? (await resolveShop(event)).companyId : undefined;
}

/** The success answer of a cart route: `{cart}` plus `meta.shop_url`, `checkout_url`, `totals_stale` (and an ETag of the revision). */
export function cartReply(
  token: string,
  cart: Cart,
  priced: PricedCart,
  mode: MoneyMode,
  extra: { payload?: Record<string, unknown>; status?: number; totalsStale?: boolean } = {},
): Reply {
  const meta = {
    ...shopUrls(priced.company.subdomain, token),
    ...(mode === 'integer' ? { totals_stale: extra.totalsStale ?? priced.totals_stale } : {}),
  };
  return reply(
    { cart: presentCart(cart, priced, { mode, cartToken: token }), ...extra.payload },
    { meta, status: extra.status, headers: { etag: `"${cart.state_revision}"` } },
  );
}

/**
 * Error meta of cart-scoped routes: `shop_url` and the current `cart`, so a client can re-render
 * after any 4xx. Nothing is added when the token names no cart (the 404 itself).
 */
export function cartErrorMeta(mode: MoneyMode) {
  return async (event: APIGatewayProxyEventV2): Promise<Record<string, unknown>> => {
    const token = event.pathParameters?.cart_token;
    if (!token) return {};
    const { cart, priced } = await loadCart(token, await namedShopCompany(event));
    return {
      shop_url: shopUrls(priced.company.subdomain, token).shop_url,
      cart: presentCart(cart, priced, { mode, cartToken: token }),
    };
  };
}
