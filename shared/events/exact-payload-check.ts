import { sameJson } from '../platform/schema/same-json';
import { findEventDefinition } from './catalog';
import type { PayloadCheck } from './payload-check';

/**
 * The catalog's check of a resource object: it must match the event's schema and be exactly what
 * parsing leaves (no undeclared key, such as an internal attribute, no default filled in), because
 * deployed functions send it as written. A failure is a bug in the emitting code.
 */
export const exactPayloadCheck: PayloadCheck = (name, data) => {
  const definition = findEventDefinition(name.resource, name.event)!;
  const parsed = definition.resourceSchema.safeParse(data);
  if (!parsed.success) throw new Error(`Data of ${name.identifier} does not match its schema: ${parsed.error.message}`);
  if (!sameJson(parsed.data, data)) {
    throw new Error(`Data of ${name.identifier} is not exactly its schema's shape (an undeclared key or a default): ${JSON.stringify(undeclaredKeys(parsed.data, data))}`);
  }
};

/** Paths of keys `data` has and `parsed` dropped, for the error message. */
function undeclaredKeys(parsed: unknown, data: unknown, path = ''): string[] {
  if (!data || typeof data !== 'object' || !parsed || typeof parsed !== 'object') return [];
  return Object.entries(data as Record<string, unknown>).flatMap(([key, value]) => {
    const at = Array.isArray(data) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    if (value === undefined) return [];
    if (!(key in (parsed as Record<string, unknown>))) return [at];
    return undeclaredKeys((parsed as Record<string, unknown>)[key], value, at);
  });
}
