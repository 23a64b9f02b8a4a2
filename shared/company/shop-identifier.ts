import { getCompany } from './company-store';

/** Companies remembered per container; bounded so a long-lived container cannot grow without limit. */
const MAX_CACHED = 1000;
const cache = new Map<number, Promise<string>>();

/**
 * The company's shop identifier (`subdomain`) for the `X-Service-Shop` header. It never changes
 * after sign-up, so a warm container reads it once per company instead of once per delivery; the
 * read itself is shared, so a batch's concurrent first deliveries read it once too.
 */
export function shopIdentifier(companyId: number): Promise<string> {
  const known = cache.get(companyId);
  if (known !== undefined) return known;
  if (cache.size >= MAX_CACHED) cache.clear();
  const read = getCompany(companyId).then((company) => company.subdomain);
  // A failed read is not remembered: the next delivery tries again.
  read.catch(() => cache.delete(companyId));
  cache.set(companyId, read);
  return read;
}
