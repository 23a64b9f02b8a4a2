import { isDeepStrictEqual } from 'node:util';

/**
 * Where a payload's JSON document differs from what parsing it left (key order aside, as clients
 * read it): up to `limit` paths with both values, `[]` when they serialize alike. What exact
 * routes and exact event payloads are checked with, naming what a parse would have changed (an
 * undeclared key it strips, a default it fills, a value it transforms).
 *
 * @example jsonDifferences({ a: 1 }, { a: 1, b: 2 }) // ['b: parsed absent, sent 2']
 */
export function jsonDifferences(parsed: unknown, sent: unknown, limit = 5): string[] {
  const found: string[] = [];
  compare(asJson(parsed), asJson(sent), '', found, limit);
  return found;
}

const asJson = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
const isContainer = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';
const shown = (value: unknown) => (value === undefined ? 'absent' : JSON.stringify(value).slice(0, 60));

function compare(parsed: unknown, sent: unknown, path: string, found: string[], limit: number): void {
  if (found.length >= limit) return;
  if (isContainer(parsed) && isContainer(sent) && Array.isArray(parsed) === Array.isArray(sent)) {
    for (const key of new Set([...Object.keys(parsed), ...Object.keys(sent)])) {
      compare(
        parsed[key],
        sent[key],
        Array.isArray(sent) ? `${path}[${key}]` : path ? `${path}.${key}` : key,
        found,
        limit,
      );
    }
    return;
  }
  if (!isDeepStrictEqual(parsed, sent))
    found.push(`${path || '(payload)'}: parsed ${shown(parsed)}, sent ${shown(sent)}`);
}
