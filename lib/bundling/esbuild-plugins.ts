import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { withoutDocumentation } from './documentation-free-source';
import { LAZY_DIR, lazyModuleFiles } from './lazy-modules';
import { SPLIT_PLACEHOLDER, splitModuleNames } from './split-modules';
import { precomputedAssetsBySource, precomputedModuleExports } from './precomputed-modules';

/**
 * zod 4 re-exports every locale (`export * as locales`) from its entry points, so each bundle
 * carried ~260 KB of translated error messages nobody selects: our API answers in English and
 * never calls `z.locales.*`. This resolves zod's locale index to one that exports English only;
 * zod's default configuration (English) is unchanged.
 */
export const englishOnlyZodLocales: Plugin = {
  name: 'english-only-zod-locales',
  setup(build) {
    build.onResolve({ filter: /\/locales\/index\.js$/ }, (args) => {
      if (!/[\\/]node_modules[\\/]zod[\\/]/.test(args.importer)) return undefined;
      return { path: join(dirname(args.importer), '..', 'locales', 'en.js'), namespace: 'zod-locales-en' };
    });
    build.onLoad({ filter: /.*/, namespace: 'zod-locales-en' }, (args) => ({
      contents: `export { default as en } from ${JSON.stringify(args.path)};`,
      resolveDir: dirname(args.path),
      loader: 'js',
    }));
  },
};

/** Built-ins that cost a cold start milliseconds to load and that most invocations of most handlers never touch. */
const lazyBuiltins = /^(node:)?(http|https|http2|zlib|stream\/web|stream\/promises|fs\/promises)$/;

/**
 * Loads `node:http`, `node:https` and `node:http2` on first use instead of at start-up. Importing
 * them as ESM builds their whole namespace, which evaluates the lazy getters Node defines on
 * node:http (WebSocket, EventSource… from undici), and loads their internals (net, tls, streams)
 * before the handler runs: about 100 ms of a cold start for modules a handler needs only when it
 * sends a request, and not at all for DynamoDB-only work that is already connected.
 *
 * Each export becomes a stand-in that requires the built-in on first access: functions and
 * classes a Proxy forwarding calls, `new`, `instanceof` and properties; objects a Proxy
 * forwarding reads; the default export the same over the module. Primitive exports are left out
 * (importing one fails the build, loudly). `require` comes from the bundle's banner.
 */
export const lazyHttpBuiltins: Plugin = {
  name: 'lazy-http-builtins',
  setup(build) {
    build.onResolve({ filter: lazyBuiltins }, (args) =>
      args.namespace === 'lazy-builtin' ? undefined : { path: args.path.replace(/^(node:)?/, 'node:'), namespace: 'lazy-builtin' },
    );
    build.onLoad({ filter: /.*/, namespace: 'lazy-builtin' }, async (args) => ({ contents: lazyModuleSource(args.path, await import(args.path)), loader: 'js' }));
  },
};

function lazyModuleSource(specifier: string, real: Record<string, unknown>): string {
  const names = Object.keys(real).filter((name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name));
  const lines = [
    `let loaded; const load = () => (loaded ??= require(${JSON.stringify(specifier)}));`,
    'const objectTraps = (get) => ({ get: (_, key) => Reflect.get(get(), key), has: (_, key) => Reflect.has(get(), key), ownKeys: () => Reflect.ownKeys(get()), getOwnPropertyDescriptor: (_, key) => { const d = Reflect.getOwnPropertyDescriptor(get(), key); return d && { ...d, configurable: true }; } });',
    'const lazyFunction = (name) => { const get = () => load()[name]; const proxy = new Proxy(function () {}, { ...objectTraps(get), ownKeys: () => [...new Set([...Reflect.ownKeys(get()), "prototype"])], apply: (_, self, args) => Reflect.apply(get(), self, args), construct: (_, args, target) => Reflect.construct(get(), args, target === proxy ? get() : target) }); return proxy; };',
    'const lazyObject = (get) => new Proxy({}, objectTraps(get));',
    'export default /* @__PURE__ */ lazyObject(load);',
  ];
  for (const name of names) {
    const value = real[name];
    if (typeof value === 'function') lines.push(`export const ${name} = /* @__PURE__ */ lazyFunction(${JSON.stringify(name)});`);
    else if (value !== null && typeof value === 'object') lines.push(`export const ${name} = /* @__PURE__ */ lazyObject(() => load()[${JSON.stringify(name)}]);`);
  }
  return lines.join('\n');
}

/**
 * Rewrites of the project's own sources at bundle time (build-measures.ts documents each), so the
 * sources keep their ordinary spelling: documentation only the OpenAPI document reads is dropped
 * (documentation-free-source.ts), and `import { z } from 'zod'` becomes a namespace import, which
 * esbuild tree-shakes down to what a handler uses.
 */
export function projectSourceRewrites(options: { readonly documentationStripping: boolean; readonly zodNamespaceImport: boolean }): Plugin {
  return {
    name: 'project-source-rewrites',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (/[\\/]node_modules[\\/]/.test(args.path)) return undefined;
        const source = await readFile(args.path, 'utf8');
        const documented = options.documentationStripping ? withoutDocumentation(source, args.path) : source;
        return { contents: options.zodNamespaceImport ? documented.replace(/import\s*\{\s*z\s*\}\s*from\s*(['"])zod\1/g, 'import * as z from $1zod$1') : documented, loader: 'ts' };
      });
    },
  };
}

/**
 * In Lambda the execution role's credentials are always in the environment (AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN), and so they are in `sam local`'s containers. The
 * SDK's default chain also bundles the SSO, STS, web-identity, INI and login providers with
 * their nested clients (~100 KB of every bundle) for the environments Lambda is not; this
 * resolves the default chain to its environment step alone.
 */
export const lambdaEnvironmentCredentials: Plugin = {
  name: 'lambda-environment-credentials',
  setup(build) {
    build.onResolve({ filter: /^@aws-sdk\/credential-provider-node$/ }, (args) => ({ path: args.path, namespace: 'lambda-credentials', pluginData: args.resolveDir }));
    build.onLoad({ filter: /.*/, namespace: 'lambda-credentials' }, async (args) => {
      const own = await build.resolve('@aws-sdk/credential-provider-node/package.json', { resolveDir: args.pluginData as string, kind: 'require-call' });
      return { contents: "export { fromEnv as defaultProvider } from '@aws-sdk/credential-provider-env';", resolveDir: dirname(own.path), loader: 'js' };
    });
  },
};

/**
 * Turns `import()` of a lazy module (lazy-modules.ts) into an import of its prebuilt bundle beside
 * the function's entry (`./lazy/<name>.mjs`), left external so the function's own bundle holds
 * none of it. A static import of a lazy module fails the build: it would load at start-up.
 *
 * An `import()` of a split module (split-modules.ts) stays a chunk of the function's own build. An
 * `import()` of any other project module fails the build: without code splitting it saves
 * nothing (the module is in the bundle either way), and esbuild wraps the imported module and
 * everything it imports in lazy initializers that tree shaking cannot see into, so every export
 * of the SDK clients behind it stayed in the bundle (~60 KB and ~20 % of the cold CPU of every
 * API function when the handler kit loaded two modules that way).
 */
export const lazyModuleImports: Plugin = {
  name: 'lazy-module-imports',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      const candidate = join(args.resolveDir, args.path.replace(/\.(ts|js)$/, ''));
      const file = lazyModuleFiles.get(`${candidate}.ts`);
      const split = splitModuleNames.get(`${candidate}.ts`);
      if (split !== undefined && args.kind === 'dynamic-import') {
        // Resolved where the build splits code; elsewhere a placeholder that tells buildFunctions to
        // rebuild the function with code splitting (resolving it here would wrap its whole graph).
        return build.initialOptions.splitting ? undefined : { path: `${SPLIT_PLACEHOLDER}${split}.mjs`, external: true };
      }
      if (!file) {
        if (args.kind !== 'dynamic-import' || /[\\/]node_modules[\\/]/.test(args.importer)) return undefined;
        return { errors: [{ text: `import(${JSON.stringify(args.path)}) of project code defeats tree shaking in a function's bundle: import it statically, or make it a lazy module (lib/bundling/lazy-modules.ts) or a split module (lib/bundling/split-modules.ts)` }] };
      }
      if (args.kind !== 'dynamic-import') {
        return { errors: [{ text: `${args.path} is a lazy module (lib/bundling/lazy-modules.ts): load it with import(), not a static import` }] };
      }
      return { path: `./${LAZY_DIR}/${file}`, external: true };
    });
  },
};

/**
 * Bundles a precomputed module (precomputed-modules.ts) as the JSON of its exports, evaluated once
 * per build, instead of its code and imports; a precomputed asset as a function reading the file
 * the build writes beside the bundle.
 */
export const precomputedModuleValues: Plugin = {
  name: 'precomputed-module-values',
  setup(build) {
    const values = new Map<string, Promise<string>>();
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const asset = precomputedAssetsBySource.get(args.path);
      if (asset) {
        // build-functions.ts writes the file beside the bundle; import.meta.url is the bundle's.
        const contents = `import { readFile } from 'node:fs/promises';\nexport const ${asset.export} = () => readFile(new URL(${JSON.stringify(`./${asset.file}`)}, import.meta.url));`;
        return { contents, loader: 'js' as const, resolveDir: dirname(args.path) };
      }
      const exports = precomputedModuleExports.get(args.path);
      if (!exports) return undefined;
      let contents = values.get(args.path);
      if (!contents) {
        contents = import(args.path).then((module: Record<string, unknown>) => exports.map((name) => `export const ${name} = ${JSON.stringify(module[name])};`).join('\n'));
        values.set(args.path, contents);
      }
      return contents.then((code) => ({ contents: code, loader: 'js' as const }));
    });
  },
};
