import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { SUBDOMAIN_PATTERN } from '../company/subdomain';
import { readUniqueClaim } from '../../platform/db/unique';
import { NotFound } from '../../platform/errors/domain-error';
import { companyOfToken } from './shop-token';

/** Header naming the shop explicitly (the shop identifier, i.e. the company's subdomain). */
export const SHOP_HEADER = 'x-service-shop';

/** How a public request named its shop (logged and documented). */
export type ShopSource = 'token' | 'header' | 'host';

/** The company a public storefront request is for. */
export interface ResolvedShop {
  companyId: number;
  shop: string | null;
  source: ShopSource;
}

const MAX_CACHED = 1000;
const companyBySubdomain = new Map<string, number>();

/**
 * Identifies the shop of a public storefront request, which carries no company token; first match
 * wins: a public token (`Bearer pub_…`), `X-Service-Shop: <shop>`, or the `Host` subdomain of the
 * storefront domain (what a browser on the shop's domain sends). An unknown or missing shop is a
 * 404 envelope; an invalid token a 401.
 *
 * @example const { companyId } = await resolveShop(event);
 */
export async function resolveShop(event: Pick<APIGatewayProxyEventV2, 'headers'>): Promise<ResolvedShop> {
  const headers = event.headers ?? {};
  if (headers.authorization)
    return { companyId: await companyOfToken(headers.authorization), shop: null, source: 'token' };
  const named = headers[SHOP_HEADER]?.trim().toLowerCase();
  if (named) return { companyId: await companyOfShop(named), shop: named, source: 'header' };
  const fromHost = shopFromHost(headers.host, storefrontDomain());
  if (fromHost) return { companyId: await companyOfShop(fromHost), shop: fromHost, source: 'host' };
  throw new NotFound('Shop', {
    message: `Shop not found: name it with the ${SHOP_HEADER} header, a ${'<shop>'}.${storefrontDomain()} host or a public token`,
  });
}

/** Whether a request names a shop in one of the three ways `resolveShop` reads (known or not). */
export function namesShop(headers: APIGatewayProxyEventV2['headers'] | undefined): boolean {
  return Boolean(
    headers?.authorization || headers?.[SHOP_HEADER]?.trim() || shopFromHost(headers?.host, storefrontDomain()),
  );
}

/** The shop label of `host` when it is `<shop>.<domain>` (port ignored), else undefined. */
export function shopFromHost(host: string | undefined, domain: string): string | undefined {
  const name = host?.toLowerCase().replace(/:\d+$/, '');
  if (!name?.endsWith(`.${domain}`)) return undefined;
  const label = name.slice(0, -(domain.length + 1));
  return label.includes('.') ? undefined : label;
}

/** A DNS host name: dot-separated labels of letters, digits and inner hyphens (no scheme, port, path or trailing dot). */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * Domain whose subdomains are shops (STOREFRONT_DOMAIN, set at deploy time). Every shop URL is
 * built from it, so a value that is not a plain host name is a configuration error, thrown rather
 * than written into pages. @default 'localhost' (browsers resolve `*.localhost` to loopback)
 */
export function storefrontDomain(): string {
  const domain = (process.env.STOREFRONT_DOMAIN ?? 'localhost').toLowerCase();
  if (!HOST_NAME.test(domain))
    throw new Error(`STOREFRONT_DOMAIN must be a host name such as shops.example.com, not ${JSON.stringify(domain)}`);
  return domain;
}

/** Company id of a shop identifier: one GetItem on the platform-wide subdomain claim, cached (identifiers never change). */
async function companyOfShop(shop: string): Promise<number> {
  const known = companyBySubdomain.get(shop);
  if (known !== undefined) return known;
  if (!SUBDOMAIN_PATTERN.test(shop)) throw new NotFound('Shop');
  const Item = await readUniqueClaim('subdomain', shop);
  if (typeof Item?.company_id !== 'number') throw new NotFound('Shop');
  if (companyBySubdomain.size >= MAX_CACHED) companyBySubdomain.clear();
  companyBySubdomain.set(shop, Item.company_id);
  return Item.company_id;
}
