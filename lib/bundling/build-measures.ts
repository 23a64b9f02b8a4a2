import type { Plugin } from 'esbuild';
import { englishOnlyZodLocales, lambdaEnvironmentCredentials, lazyHttpBuiltins, lazyModuleImports, precomputedModuleValues, projectSourceRewrites } from './esbuild-plugins';

/**
 * What every function's build does beyond plain esbuild bundling (build-functions.ts
 * `lambdaBuildOptions`). Each measure is kept because it pays for itself in every function's cold
 * start or bundle; turning one off here and running `npm run bench -- --only functions` shows what
 * it pays against the stack floor. The source needs no special spelling for any of them: laziness
 * between routes comes from one route per module (functions/<resource>/<handler>.route.ts).
 */
export interface BuildMeasures {
  /**
   * Resolve zod's locale index to English only. zod 4 re-exports every locale from its entry
   * points (~260 KB of translated messages in each bundle); the API answers in English and never
   * selects a locale.
   * @default true
   */
  readonly englishOnlyZodLocales: boolean;
  /**
   * Resolve the AWS SDK's default credential chain to its environment step. A Lambda's role
   * credentials are always in its environment (and in `sam local`'s); the full chain bundles the
   * SSO, STS, web-identity and INI providers with their clients (~100 KB of every bundle).
   * @default true
   */
  readonly environmentOnlyCredentials: boolean;
  /**
   * Load `node:http`, `https`, `http2`, `zlib` and the stream/fs promise built-ins on first use.
   * Importing them at start-up evaluates their namespaces and internals (about 100 ms of a cold
   * start) for modules most invocations never touch.
   * @default true
   */
  readonly lazyNodeBuiltins: boolean;
  /**
   * The `import()` policy: a lazy module (lazy-modules.ts) is imported from its prebuilt bundle in
   * `lazy/` beside the function, a split module (split-modules.ts) from a chunk of the function's
   * own build, and any other `import()` of project code fails the build (esbuild would wrap the
   * imported graph in initializers tree shaking cannot see into).
   * @default true
   */
  readonly importPolicy: boolean;
  /**
   * Bundle a precomputed module (precomputed-modules.ts: the API route keys, event schema
   * documents and hashes, answered keys) as the JSON of its exports, and a precomputed asset (the
   * OpenAPI document) as a file beside the bundle, instead of the code that computes them.
   * @default true
   */
  readonly precomputedDocuments: boolean;
  /**
   * Drop what only the OpenAPI document reads: route `summary`/`description` and schema
   * `.describe(...)` texts (documentation-free-source.ts; line breaks kept for the source maps).
   * @default true
   */
  readonly documentationStripping: boolean;
  /**
   * Read `import { z } from 'zod'` as `import * as z from 'zod'`: the same API, but esbuild
   * tree-shakes property accesses on a namespace import, where the named `z` object is kept whole.
   * @default true
   */
  readonly zodNamespaceImport: boolean;
}

/** The measures every function is built with. */
export const buildMeasures: BuildMeasures = {
  englishOnlyZodLocales: true,
  environmentOnlyCredentials: true,
  lazyNodeBuiltins: true,
  importPolicy: true,
  precomputedDocuments: true,
  documentationStripping: true,
  zodNamespaceImport: true,
};

/** The esbuild plugins of the measures turned on, in the order they must run (precomputed modules' onLoad first). */
export function buildMeasurePlugins(measures: BuildMeasures = buildMeasures): Plugin[] {
  const { documentationStripping, zodNamespaceImport } = measures;
  return [
    measures.precomputedDocuments && precomputedModuleValues,
    measures.englishOnlyZodLocales && englishOnlyZodLocales,
    (documentationStripping || zodNamespaceImport) && projectSourceRewrites({ documentationStripping, zodNamespaceImport }),
    measures.environmentOnlyCredentials && lambdaEnvironmentCredentials,
    measures.lazyNodeBuiltins && lazyHttpBuiltins,
    measures.importPolicy && lazyModuleImports,
  ].filter((plugin): plugin is Plugin => plugin !== false);
}
