import { storefrontUrl } from '../storefront/storefront-url';

/** The shop's storefront address and the cart's checkout page on it (SPEC cart `meta.shop_url`, `meta.checkout_url`). */
export function shopUrls(subdomain: string, cartToken: string): { shop_url: string; checkout_url: string } {
  const shopUrl = storefrontUrl(subdomain);
  return { shop_url: shopUrl, checkout_url: `${shopUrl}/checkout/${cartToken}` };
}
