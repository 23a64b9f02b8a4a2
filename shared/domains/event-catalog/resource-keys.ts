import { allEventDefinitions } from './catalog';

/**
 * The keys each event's resource object declares, by identifier (as indexes into `keySets`, which
 * lists each distinct set once: an order's five events share one). The build bundles this table in
 * the module's place (lib/bundling/precomputed-modules.ts), so the deployed fan-out keeps only
 * declared top-level keys without bundling the payload schemas: a field added to a stored entity
 * and spread into its view never reaches a receiver, checked by the suite or not.
 */
export const eventResourceKeys: {
  readonly keySets: readonly (readonly string[])[];
  readonly byEvent: Readonly<Record<string, number>>;
} = (() => {
  const indexes = new Map<string, number>();
  const keySets: string[][] = [];
  const byEvent: Record<string, number> = {};
  for (const definition of allEventDefinitions()) {
    const keys = Object.keys(definition.resourceSchema.shape);
    const joined = keys.join(',');
    if (!indexes.has(joined)) indexes.set(joined, keySets.push(keys) - 1);
    byEvent[definition.identifier] = indexes.get(joined)!;
  }
  return { keySets, byEvent };
})();
