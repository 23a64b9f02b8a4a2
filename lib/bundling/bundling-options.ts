import type { BuildOptions, Plugin } from 'esbuild';
import { bundleTarget } from '../lambda-runtime';
import {
  englishOnlyZodLocales,
  lambdaEnvironmentCredentials,
  lazyHttpBuiltins,
  lazyModuleImports,
  precomputedModuleValues,
  projectSourceRewrites,
} from './esbuild-plugins';
import { staticFamilyRegistry } from './family-entries';

/**
 * How every Lambda function is bundled, declared as aws-cdk-lib's `aws-lambda-nodejs`
 * `BundlingOptions` are: one typed, documented field per measure, so a contributor reads here
 * what the build does to the sources and why it pays. {@link lambdaBuildOptions} turns them into
 * esbuild's options. Each measure runs in the deployed bundles only; tests and the local runtime
 * run the sources, so a measure must leave behaviour unchanged.
 */
export interface LambdaBundlingOptions {
  /** Minify identifiers, syntax and whitespace. */
  readonly minify: boolean;
  /** A linked source map without sources: stack traces need the mappings only. */
  readonly sourceMap: boolean;
  /**
   * Code prepended to every bundle. ESM has no `require`, which CommonJS dependencies (parts of
   * the AWS SDK, middy plugins) and the lazy built-ins call: the banner makes one from
   * `import.meta.url`, aliased so it cannot clash with the bundled code's own `createRequire`.
   */
  readonly banner: string;
  /**
   * Constants replaced in the sources. `globalThis.DEPLOYED_BUNDLE` is `true` in a bundle and absent
   * where the sources run (shared/platform/deployed-bundle.ts states its contract): read it only as
   * the condition of a choice, whose other branch the build drops.
   */
  readonly define: Readonly<Record<string, string>>;
  /**
   * zod 4 re-exports every locale from its entry points, ~260 KB of translated messages in every
   * bundle; the API answers in English and never selects one, so zod's locale index resolves to
   * English alone (zod's default configuration is unchanged).
   */
  readonly englishOnlyZodLocales: boolean;
  /**
   * The SDK's default credential chain resolves to its environment step alone: in Lambda (and
   * `sam local`) the role's credentials are always in the environment, and the other providers
   * (SSO, STS, web identity, INI) with their nested clients are ~100 KB of every bundle.
   */
  readonly environmentCredentialsOnly: boolean;
  /**
   * `node:http`, `https`, `http2`, `zlib`, `fs/promises` and the web and promise streams load on first use instead of at
   * start-up (each export a stand-in that requires the built-in when touched): evaluating their
   * namespaces cost about 100 ms of a cold start that DynamoDB-only requests never need.
   */
  readonly lazyBuiltins: boolean;
  /**
   * The `import()` policy: a lazy module (lazy-modules.ts) is its own bundle, loaded on first use;
   * a static import of one fails the build. An `import()` of any other project module fails the
   * build too: inside a bundle it saves nothing and wraps the module's whole graph where tree
   * shaking cannot reach (~60 KB and a fifth of the cold CPU, measured).
   */
  readonly lazyModules: boolean;
  /**
   * Precomputed documents (precomputed-modules.ts lists them): a module whose exports are data
   * computed from heavy imports (the manifest's route keys, the event schemas and examples) is
   * bundled as the JSON of those exports, and the OpenAPI document as a file beside the bundle
   * that the route reads. The sources compute the same values, so tests see what deploys.
   */
  readonly precomputedDocuments: boolean;
  /**
   * The storefront family registry (shared/domains/storefront/families/index.ts) is bundled as
   * static imports generated from the family table instead of its computed `import()`, which
   * esbuild turns into every module of the folder wrapped beyond tree shaking (~80 KB of a
   * storefront page's bundle). The same families in the same order.
   */
  readonly staticFamilyRegistry: boolean;
  /**
   * Project sources rewritten as they load so tree shaking reaches further: route `summary` and
   * `description` and schema `.describe()` texts removed (only the OpenAPI document, built from
   * the sources, reads them: 2-4 KB a function).
   */
  readonly stripDocumentation: boolean;
  /**
   * Read `import { z } from 'zod'` as `import * as z from 'zod'`: the same API, but esbuild
   * tree-shakes property accesses on a namespace import, where the named `z` object is kept whole.
   */
  readonly zodNamespaceImport: boolean;
}

/** The measures every function is built with. */
export const lambdaBundling: LambdaBundlingOptions = {
  minify: true,
  sourceMap: true,
  banner:
    "import { createRequire as __bannerCreateRequire } from 'node:module'; const require = __bannerCreateRequire(import.meta.url);",
  define: { 'globalThis.DEPLOYED_BUNDLE': 'true' },
  englishOnlyZodLocales: true,
  environmentCredentialsOnly: true,
  lazyBuiltins: true,
  lazyModules: true,
  precomputedDocuments: true,
  staticFamilyRegistry: true,
  stripDocumentation: true,
  zodNamespaceImport: true,
};

/**
 * esbuild's options for {@link LambdaBundlingOptions}: ESM for the Lambda runtime's Node, one
 * self-contained file per function, nothing external. The AWS SDK v3 is bundled rather than taken
 * from the runtime, whose SDK changes without notice and differs from the one the tests ran
 * against; tree shaking keeps only the clients a handler imports.
 */
export function esbuildOptionsOf(options: LambdaBundlingOptions): Readonly<BuildOptions> {
  const plugins: Plugin[] = [
    // The registry and precomputedModuleValues first: their onLoad must win over projectSourceRewrites' for the same files.
    ...(options.staticFamilyRegistry ? [staticFamilyRegistry] : []),
    ...(options.precomputedDocuments ? [precomputedModuleValues] : []),
    ...(options.englishOnlyZodLocales ? [englishOnlyZodLocales] : []),
    ...(options.stripDocumentation || options.zodNamespaceImport
      ? [
          projectSourceRewrites({
            documentationStripping: options.stripDocumentation,
            zodNamespaceImport: options.zodNamespaceImport,
          }),
        ]
      : []),
    ...(options.environmentCredentialsOnly ? [lambdaEnvironmentCredentials] : []),
    ...(options.lazyBuiltins ? [lazyHttpBuiltins] : []),
    ...(options.lazyModules ? [lazyModuleImports] : []),
  ];
  return {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: bundleTarget,
    // Prefer the ESM builds of dependencies: better tree shaking, less CommonJS glue.
    mainFields: ['module', 'main'],
    minify: options.minify,
    sourcemap: options.sourceMap,
    sourcesContent: false,
    // The `/*! … */` comments the kit's packages carry are coverage hints, ~500 bytes a function
    // that nothing reads; the packages' licences stay in node_modules and package-lock.json.
    legalComments: 'none',
    external: [],
    define: { ...options.define },
    banner: { js: options.banner },
    plugins,
    logLevel: 'silent',
  };
}

/** The esbuild options of every function's bundle. */
export const lambdaBuildOptions: Readonly<BuildOptions> = esbuildOptionsOf(lambdaBundling);
