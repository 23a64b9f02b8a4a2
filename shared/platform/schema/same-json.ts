import { isDeepStrictEqual } from 'node:util';

/** Whether two values serialize to the same JSON document (key order aside, as clients read it). */
export function sameJson(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b)));
}
