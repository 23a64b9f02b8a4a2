import { join } from 'node:path';
import { projectRoot } from './bundle-paths';

/**
 * Modules whose exports are data computed from heavy imports (the manifest): the build evaluates
 * each once and bundles the JSON of the listed exports in its place. Tests and the local runtime
 * run the module itself, so the value is the same by construction; only bundles skip the imports.
 */
export const precomputedModules: ReadonlyArray<{ readonly source: string; readonly exports: readonly string[] }> = [
  { source: 'functions/api-routes.ts', exports: ['apiRouteKeys'] },
  { source: 'functions/platform/openapi-document.ts', exports: ['compressedOpenApiDocument'] },
  { source: 'functions/webhooks/event-schema-documents.ts', exports: ['compressedEventSchemas'] },
  { source: 'functions/webhooks/event-example-documents.ts', exports: ['compressedEventExamples'] },
];

/** Absolute source path → the exports to precompute. */
export const precomputedModuleExports: ReadonlyMap<string, readonly string[]> = new Map(
  precomputedModules.map(({ source, exports }) => [join(projectRoot, source), exports]),
);
