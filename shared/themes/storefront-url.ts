/**
 * The storefront address of a shop: `https://<subdomain>.<STOREFRONT_DOMAIN>`. Locally the domain
 * defaults to `shops.localhost` on the runtime's port (browsers resolve *.localhost to loopback).
 */
export function storefrontUrl(subdomain: string): string {
  const domain = process.env.STOREFRONT_DOMAIN ?? 'shops.localhost';
  const scheme = domain.endsWith('localhost') || domain.includes('localhost:') ? 'http' : 'https';
  return `${scheme}://${subdomain}.${domain}`;
}
