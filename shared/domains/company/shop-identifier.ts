import { NotFound } from '../../platform/errors/domain-error';
import { readTogether } from '../../platform/db/read-together';
import { companyEntity } from './company-entity';

/** Companies remembered per container; bounded so a long-lived container cannot grow without limit. */
const MAX_CACHED = 1000;
const cache = new Map<number, Promise<string>>();

/**
 * The company's shop identifier (`subdomain`) for the `X-Service-Shop` header. It never changes
 * after sign-up, so a warm container reads it once per company instead of once per delivery; the
 * read itself is shared, so a batch's concurrent first deliveries read it once too, and it goes
 * out with the caller's other reads of the same turn (readTogether: a delivery batch's endpoints).
 */
export function shopIdentifier(companyId: number): Promise<string> {
  const known = cache.get(companyId);
  if (known !== undefined) return known;
  if (cache.size >= MAX_CACHED) cache.clear();
  const read = readTogether(companyEntity.key({ id: companyId })).then((item) => {
    if (!item) throw new NotFound('Company');
    return companyEntity.fromRecord(item).subdomain;
  });
  // A failed read is not remembered: the next delivery tries again.
  read.catch(() => cache.delete(companyId));
  cache.set(companyId, read);
  return read;
}
