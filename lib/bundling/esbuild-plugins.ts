import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { withoutDocumentation } from './documentation-free-source';
import { LAZY_DIR, lazyModuleFiles } from './lazy-modules';
import { precomputedAssetsBySource, precomputedModuleExports } from './precomputed-modules';

/** Resolves zod's locale index to one that exports English only (bundling-options.ts `englishOnlyZodLocales`). */
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
 * Loads the built-ins {@link lazyBuiltins} names on first use instead of at start-up: importing them
 * as ESM builds their whole namespace, loading node:http's internals (net, tls, streams). Each export
 * becomes a Proxy that requires the built-in on first access; primitive exports are left out, so
 * importing one fails the build loudly. `require` comes from the bundle's banner.
 */
export const lazyHttpBuiltins: Plugin = {
  name: 'lazy-http-builtins',
  setup(build) {
    build.onResolve({ filter: lazyBuiltins }, (args) =>
      args.namespace === 'lazy-builtin'
        ? undefined
        : { path: args.path.replace(/^(node:)?/, 'node:'), namespace: 'lazy-builtin' },
    );
    build.onLoad({ filter: /.*/, namespace: 'lazy-builtin' }, async (args) => ({
      contents: lazyModuleSource(args.path, await import(args.path)),
      loader: 'js',
    }));
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
    if (typeof value === 'function')
      lines.push(`export const ${name} = /* @__PURE__ */ lazyFunction(${JSON.stringify(name)});`);
    else if (value !== null && typeof value === 'object')
      lines.push(`export const ${name} = /* @__PURE__ */ lazyObject(() => load()[${JSON.stringify(name)}]);`);
  }
  return lines.join('\n');
}

/**
 * Rewrites of the project's own sources at bundle time (bundling-options.ts documents each), so the
 * sources keep their ordinary spelling: documentation only the OpenAPI document reads is dropped
 * (documentation-free-source.ts), and `import { z } from 'zod'` becomes a namespace import, which
 * esbuild tree-shakes down to what a handler uses.
 */
export function projectSourceRewrites(options: {
  readonly documentationStripping: boolean;
  readonly zodNamespaceImport: boolean;
}): Plugin {
  return {
    name: 'project-source-rewrites',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (/[\\/]node_modules[\\/]/.test(args.path)) return undefined;
        const source = await readFile(args.path, 'utf8');
        const documented = options.documentationStripping ? withoutDocumentation(source, args.path) : source;
        return {
          contents: options.zodNamespaceImport
            ? documented.replace(/import\s*\{\s*z\s*\}\s*from\s*(['"])zod\1/g, 'import * as z from $1zod$1')
            : documented,
          loader: 'ts',
        };
      });
    },
  };
}

/**
 * Resolves the SDK's default credential chain to its environment step alone (AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN; bundling-options.ts `environmentCredentialsOnly`).
 */
export const lambdaEnvironmentCredentials: Plugin = {
  name: 'lambda-environment-credentials',
  setup(build) {
    build.onResolve({ filter: /^@aws-sdk\/credential-provider-node$/ }, (args) => ({
      path: args.path,
      namespace: 'lambda-credentials',
      pluginData: args.resolveDir,
    }));
    build.onLoad({ filter: /.*/, namespace: 'lambda-credentials' }, async (args) => {
      const own = await build.resolve('@aws-sdk/credential-provider-node/package.json', {
        resolveDir: args.pluginData as string,
        kind: 'require-call',
      });
      return {
        contents: "export { fromEnv as defaultProvider } from '@aws-sdk/credential-provider-env';",
        resolveDir: dirname(own.path),
        loader: 'js',
      };
    });
  },
};

/**
 * The `import()` policy (bundling-options.ts `lazyModules`): `import()` of a lazy module
 * (lazy-modules.ts) becomes an import of its prebuilt bundle beside the function's entry
 * (`./lazy/<name>.mjs`), left external so the function's own bundle holds none of it; a static
 * import of one, or an `import()` of any other project module, fails the build.
 */
export const lazyModuleImports: Plugin = {
  name: 'lazy-module-imports',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      const candidate = join(args.resolveDir, args.path.replace(/\.(ts|js)$/, ''));
      const file = lazyModuleFiles.get(`${candidate}.ts`);
      if (!file) {
        if (args.kind !== 'dynamic-import' || /[\\/]node_modules[\\/]/.test(args.importer)) return undefined;
        return {
          errors: [
            {
              text: `import(${JSON.stringify(args.path)}) of project code defeats tree shaking in a function's bundle: import it statically, or make it a lazy module (lib/bundling/lazy-modules.ts)`,
            },
          ],
        };
      }
      if (args.kind !== 'dynamic-import') {
        return {
          errors: [
            {
              text: `${args.path} is a lazy module (lib/bundling/lazy-modules.ts): load it with import(), not a static import`,
            },
          ],
        };
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
        contents = import(args.path).then((module: Record<string, unknown>) =>
          exports.map((name) => `export const ${name} = ${JSON.stringify(module[name])};`).join('\n'),
        );
        values.set(args.path, contents);
      }
      return contents.then((code) => ({ contents: code, loader: 'js' as const }));
    });
  },
};
