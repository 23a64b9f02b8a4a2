/** A parsed query value: bracket keys nest, repeated keys become arrays. */
export type QueryValue = string | QueryValue[] | { [key: string]: QueryValue };

const SEGMENTS = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

/**
 * Parses a raw query string the way Rails/Rack clients write it:
 * `page[cursor]=x` → `{page: {cursor: 'x'}}`, `ids[]=1&ids[]=2` and `ids=1&ids=2` → arrays.
 * Malformed keys are kept verbatim so validation can name them.
 *
 * @example parseQuery('page[limit]=10&filter[status]=draft') // {page:{limit:'10'},filter:{status:'draft'}}
 */
export function parseQuery(raw: string | undefined): Record<string, QueryValue> {
  const root: Record<string, QueryValue> = {};
  if (!raw) return root;
  for (const [key, value] of new URLSearchParams(raw)) {
    const match = SEGMENTS.exec(key);
    const path = match ? [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)] : [key];
    assign(root, path, value);
  }
  return root;
}

function assign(target: Record<string, QueryValue>, path: string[], value: string): void {
  const [head, ...rest] = path as [string, ...string[]];
  if (head === '__proto__' || head === 'constructor' || head === 'prototype') return;
  if (rest.length === 0) {
    const existing = target[head];
    target[head] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing as QueryValue, value];
    return;
  }
  if (rest.length === 1 && rest[0] === '') {
    const existing = target[head];
    target[head] = Array.isArray(existing) ? [...existing, value] : existing === undefined ? [value] : [existing, value];
    return;
  }
  const child = target[head];
  const nested = child && typeof child === 'object' && !Array.isArray(child) ? child : {};
  target[head] = nested;
  assign(nested, rest, value);
}
