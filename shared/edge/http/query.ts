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
    // `a[b][]` → ['a', 'b', '']: the bracket groups hold no brackets, so splitting on `][` names them
    // (runs on every request; one split, not a regex iterator per key).
    const path = !match ? [key] : match[2] ? [match[1]!, ...match[2].slice(1, -1).split('][')] : [match[1]!];
    assign(root, path, 0, value);
  }
  return root;
}

/** Sets `path[at…]` under `target` (the segments before `at` are already walked). */
function assign(target: Record<string, QueryValue>, path: readonly string[], at: number, value: string): void {
  const head = path[at]!;
  if (head === '__proto__' || head === 'constructor' || head === 'prototype') return;
  const rest = path.length - at - 1;
  if (rest === 0) {
    const existing = target[head];
    target[head] =
      existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing as QueryValue, value];
    return;
  }
  if (rest === 1 && path[at + 1] === '') {
    const existing = target[head];
    target[head] = Array.isArray(existing)
      ? [...existing, value]
      : existing === undefined
        ? [value]
        : [existing, value];
    return;
  }
  const child = target[head];
  const nested = child && typeof child === 'object' && !Array.isArray(child) ? child : {};
  target[head] = nested;
  assign(nested, path, at + 1, value);
}
