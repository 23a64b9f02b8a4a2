import type { Account } from './state';
import { invalidRequest } from './stripe-error';

/** At most this many levels per expansion, as Stripe allows. */
const MAX_DEPTH = 4;

/**
 * Answers `value` with each `expand[]` path replaced by the object its id names (`latest_charge`,
 * `payment_intent.latest_charge`, `data.payment_method` on a list). Paths through unknown or
 * non-id fields are refused as Stripe refuses them.
 */
export function expandPaths<T>(account: Account, value: T, paths: readonly string[]): T {
  let result = structuredClone(value) as any;
  for (const path of paths) {
    const segments = path.split('.');
    if (segments.length > MAX_DEPTH)
      throw invalidRequest(`You cannot expand more than ${MAX_DEPTH} levels of a property.`, 'expand');
    result = expandOne(account, result, segments, path);
  }
  return result as T;
}

function expandOne(account: Account, target: any, segments: string[], path: string): any {
  if (target === null || target === undefined) return target;
  const [head, ...rest] = segments as [string, ...string[]];
  if (target.object === 'list' && head === 'data') {
    target.data = target.data.map((item: unknown) => (rest.length ? expandOne(account, item, rest, path) : item));
    return target;
  }
  if (typeof target !== 'object' || !(head in target))
    throw invalidRequest(`This property cannot be expanded (${path}).`, 'expand');
  let field = target[head];
  // Only an id (or an object already expanded, or null) can be expanded.
  if (field !== null && typeof field !== 'string' && typeof field !== 'object')
    throw invalidRequest(`This property cannot be expanded (${path}).`, 'expand');
  if (typeof field === 'string') {
    const found = account.objects.get(field);
    if (!found) throw invalidRequest(`This property cannot be expanded (${path}).`, 'expand');
    field = structuredClone(found);
  }
  target[head] = rest.length ? expandOne(account, field, rest, path) : field;
  return target;
}
