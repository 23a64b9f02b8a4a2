import { getCompany } from './company-store';

/** Companies remembered per container; bounded so a long-lived container cannot grow without limit. */
const MAX_CACHED = 1000;
const cache = new Map<number, string>();

/**
 * The company's shop identifier (`subdomain`) for the `X-Service-Shop` header. It never changes
 * after sign-up, so a warm container reads it once per company instead of once per delivery.
 */
export async function shopIdentifier(companyId: number): Promise<string> {
  const known = cache.get(companyId);
  if (known !== undefined) return known;
  const { subdomain } = await getCompany(companyId);
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(companyId, subdomain);
  return subdomain;
}
