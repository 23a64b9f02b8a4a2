import { config } from '../../platform/config';
import { storefrontDomain } from './resolve-shop';

/**
 * The storefront address of a shop: `https://<shop>.<STOREFRONT_DOMAIN>`; on a `localhost` domain
 * plain http on the local runtime's port (browsers resolve `*.localhost` to loopback). Every shop
 * URL a response carries (canonical link, `shop_url`, `checkout_url`, share and preview links) is
 * built here from configuration alone: a client-sent `Host` or `X-Forwarded-*` header never reaches
 * a URL, so a publicly cached page cannot be poisoned with another host or scheme.
 */
export function storefrontUrl(subdomain: string): string {
  const domain = storefrontDomain();
  if (domain !== 'localhost' && !domain.endsWith('.localhost')) return `https://${subdomain}.${domain}`;
  const port = new URL(config().publicBaseUrl).port;
  return `http://${subdomain}.${domain}${port ? `:${port}` : ''}`;
}
