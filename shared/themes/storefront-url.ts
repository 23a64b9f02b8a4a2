import { config } from '../config';
import { storefrontDomain } from '../storefront/resolve-shop';

/**
 * The storefront address of a shop: `https://<shop>.<STOREFRONT_DOMAIN>`; on a `localhost` domain
 * plain http on the local runtime's port (browsers resolve `*.localhost` to loopback).
 */
export function storefrontUrl(subdomain: string): string {
  const domain = storefrontDomain();
  if (domain !== 'localhost' && !domain.endsWith('.localhost')) return `https://${subdomain}.${domain}`;
  const port = new URL(config().publicBaseUrl).port;
  return `http://${subdomain}.${domain}${port ? `:${port}` : ''}`;
}
