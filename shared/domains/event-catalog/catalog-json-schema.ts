import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { EventDefinition } from './catalog';

/** The JSON Schema an event's payload is published under, and its hash. */
export interface PublishedSchema {
  /** Draft 2020-12 JSON Schema of the whole `payload` object. */
  readonly jsonSchema: Record<string, unknown>;
  /** SHA-256 hex of the schema's canonical JSON (keys sorted, no whitespace). */
  readonly hash: string;
}

const published = new WeakMap<EventDefinition, PublishedSchema>();

/**
 * The published JSON Schema of an event's payload, from its zod schema (zod 4's `toJSONSchema`).
 * The input side is published: objects do not forbid unknown keys, so receivers that validate keep
 * working when fields are added (which also changes `schema_hash`).
 */
export function publishedSchema(definition: EventDefinition): PublishedSchema {
  let entry = published.get(definition);
  if (!entry) {
    const jsonSchema = z.toJSONSchema(definition.payloadSchema, { target: 'draft-2020-12', io: 'input' }) as Record<
      string,
      unknown
    >;
    entry = { jsonSchema, hash: createHash('sha256').update(canonicalJson(jsonSchema)).digest('hex') };
    published.set(definition, entry);
  }
  return entry;
}

/** JSON with object keys sorted at every depth and no whitespace: one text per value. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
