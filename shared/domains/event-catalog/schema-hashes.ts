import { allEventDefinitions } from './catalog';
import { publishedSchema } from './catalog-json-schema';

/**
 * Each event's `schema_hash` by identifier. The build bundles this table in the module's place
 * (lib/bundling/precomputed-modules.ts), so the fan-out stamps payloads without bundling every
 * payload schema or converting them to JSON Schema in each container; tests and the local runtime
 * compute it from the catalog, so the value is the same by construction.
 */
export const eventSchemaHashes: Readonly<Record<string, string>> = Object.fromEntries(
  allEventDefinitions().map((definition) => [definition.identifier, publishedSchema(definition).hash]),
);
