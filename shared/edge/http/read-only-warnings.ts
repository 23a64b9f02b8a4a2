import { isDeepStrictEqual } from 'node:util';
import { valueAt, type IgnoredKey } from './validation';

/**
 * Warnings for read-only keys a write sent with a value the answer does not carry, when the schema
 * explains why a client may have meant to set them (a product's computed `active`): the write is
 * not refused (a resource read and written back must be accepted), but it must not look as if the
 * value took. Read-only keys without an explanation (`id`, `updated_at`) never warn: a round trip
 * sends back old timestamps by design.
 */
export function readOnlyWarnings(ignored: readonly IgnoredKey[], payload: Record<string, unknown>): string[] {
  return ignored
    .filter(
      (entry) =>
        entry.hint !== undefined && !isDeepStrictEqual(entry.sent, valueAt(payload, [...entry.path, entry.key])),
    )
    .map((entry) => `\`${[...entry.path, entry.key].join('.')}\` is read-only and was ignored; ${entry.hint}`);
}
