import { join } from 'node:path';
import { projectRoot } from './bundle-paths';

/**
 * Modules whose exports are data computed from heavy imports (the manifest, the event catalog):
 * the build evaluates each once and bundles the JSON of the listed exports in its place. Tests and the local runtime
 * run the module itself, so the value is the same by construction; only bundles skip the imports.
 */
export const precomputedModules: ReadonlyArray<{ readonly source: string; readonly exports: readonly string[] }> = [
  { source: 'functions/api-routes.ts', exports: ['apiRouteKeys'] },
  { source: 'functions/webhooks/event-schema-documents.ts', exports: ['compressedEventSchemas'] },
  { source: 'functions/webhooks/event-example-documents.ts', exports: ['compressedEventExamples'] },
  { source: 'shared/domains/event-catalog/schema-hashes.ts', exports: ['eventSchemaHashes'] },
  { source: 'shared/domains/event-catalog/resource-keys.ts', exports: ['eventResourceKeys'] },
  {
    source: 'functions/carts/cart-answered-keys.ts',
    exports: ['updateCartAnsweredKeys', 'updateCartItemAnsweredKeys'],
  },
  { source: 'functions/subscriptions/billing-answered-keys.ts', exports: ['updateSubscriptionAnsweredKeys'] },
];

/**
 * Modules exporting one function that answers bytes a request serves (get-openapi's document):
 * the build calls it once, writes the bytes as `file` beside every bundle that imports the module,
 * and bundles in the module's place the same function reading that file. The bytes are the
 * response, not start-up code, so a cold start neither parses nor holds them (a string literal
 * of the bundle did both); tests and the local runtime run the module itself.
 */
export const precomputedAssets: ReadonlyArray<{
  readonly source: string;
  readonly export: string;
  readonly file: string;
}> = [
  { source: 'functions/platform/openapi-document.ts', export: 'compressedOpenApiDocument', file: 'openapi.json.br' },
];

/** Absolute source path → the asset it is bundled as. */
export const precomputedAssetsBySource: ReadonlyMap<string, (typeof precomputedAssets)[number]> = new Map(
  precomputedAssets.map((asset) => [join(projectRoot, asset.source), asset]),
);

/** Absolute source path → the exports to precompute. */
export const precomputedModuleExports: ReadonlyMap<string, readonly string[]> = new Map(
  precomputedModules.map(({ source, exports }) => [join(projectRoot, source), exports]),
);
