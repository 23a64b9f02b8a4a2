import type { z } from 'zod';
import { answeredProperties, unwrapAnswered, type AnsweredKeys } from './unknown-keys';

/**
 * The {@link AnsweredKeys} of a payload schema, as deep as a request `body` schema reaches (its
 * objects and arrays; everywhere without one): below that findUnknownKeys compares no keys. For
 * the build (a precomputed module's value) and tests; deployed functions read the result, never
 * this code. A recursive schema's keys end where it recurs.
 *
 * @example answeredKeysOf(z.object({ id: z.number(), tags: z.array(z.object({ label: z.string() })) })) // { id: 0, tags: [{ label: 0 }] }
 */
export function answeredKeysOf(schema: z.ZodType, body?: z.ZodType): AnsweredKeys {
  return keysOf(schema, body, new Set());
}

function keysOf(schema: unknown, body: unknown, visiting: Set<unknown>): AnsweredKeys {
  // A recursive schema recurs through z.lazy, whose getter may build its schema afresh each time:
  // the lazies passed on the way mark the cycle.
  const lazies: unknown[] = [];
  const def = unwrapAnswered(schema, lazies);
  if (!def || lazies.some((lazy) => visiting.has(lazy))) return 0;
  // Where the body takes a scalar or a record the walk compares no keys; below a union or an
  // intersection every key is kept (the walk tries each branch with the same keys).
  const reach = body === undefined ? undefined : unwrapAnswered(body);
  if (reach && !['object', 'array', 'union', 'intersection'].includes(reach.type)) return 0;
  const bodyShape = reach?.type === 'object' ? (reach.shape as Record<string, unknown>) : undefined;
  for (const lazy of lazies) visiting.add(lazy);
  const properties = ['object', 'union', 'intersection'].includes(def.type) ? answeredProperties(schema) : undefined;
  const keys: AnsweredKeys = properties
    ? Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [
          key,
          bodyShape && !Object.hasOwn(bodyShape, key) ? 0 : keysOf(value, bodyShape?.[key], visiting),
        ]),
      )
    : def.type === 'array'
      ? [keysOf(def.element, reach?.type === 'array' ? reach.element : undefined, visiting)]
      : 0;
  for (const lazy of lazies) visiting.delete(lazy);
  return keys;
}
