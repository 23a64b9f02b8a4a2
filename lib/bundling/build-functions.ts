import { build, type BuildOptions, type Metafile } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { bundlingFor } from '../handler-bundling';
import { bundleTarget } from '../lambda-runtime';
import { BUILD_STAMP, BUNDLE_FILE, bundleDirOf, functionsBuildDir, projectRoot } from './bundle-paths';
import { buildMeasurePlugins } from './build-measures';
import { bundleOutputsOf, outputOf, outputsOf } from './bundle-outputs';
import { LAZY_DIR, lazyModules } from './lazy-modules';
import { SPLIT_CHUNK_NAMES, SPLIT_PLACEHOLDER } from './split-modules';
import { routeShapeDefine, routeShapeKey, routeShapeModules, routeShapesOf, type FunctionRouteShape } from './route-shape';
import { precomputedAssets } from './precomputed-modules';
import { dropUnusedRequireBanner, esmRequireBanner } from './require-banner';

/**
 * The one esbuild configuration of every Lambda function: ESM for the Lambda runtime's Node,
 * minified, linked source map without sources (stack traces need the mappings only), nothing
 * external. The AWS SDK v3 is bundled rather than taken from the runtime: the runtime's SDK
 * changes without notice and differs from the one the tests ran against; tree shaking keeps only
 * the clients a handler imports.
 */
export const lambdaBuildOptions: Readonly<BuildOptions> = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: bundleTarget,
  // Prefer the ESM builds of dependencies: better tree shaking, less CommonJS glue.
  mainFields: ['module', 'main'],
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  // esbuild keeps `/*! … */` and `@preserve` comments at the end of a minified bundle by default:
  // what the kit's packages carry are coverage hints (`v8 ignore … @preserve`), ~500 bytes a
  // function that nothing reads. The packages' licences stay in node_modules and package-lock.json.
  legalComments: 'none',
  external: [],
  // Folds `globalThis.DEPLOYED_BUNDLE ? … : …` (shared/platform/deployed-bundle.ts) to its deployed branch.
  define: { 'globalThis.DEPLOYED_BUNDLE': 'true' },
  banner: { js: esmRequireBanner },
  // The build measures every function takes: typed and documented in build-measures.ts.
  plugins: [...buildMeasurePlugins(), routeShapeModules],
  logLevel: 'silent',
};

/** One package's share of a bundle, from esbuild's metafile. */
export interface BundleContributor {
  /** npm package name, or `(project)` for this repository's own sources. */
  readonly name: string;
  readonly bytes: number;
}

/** One handler's built bundle. */
export interface BuiltFunction {
  readonly handler: string;
  /** Directory CDK deploys (see bundleDirOf). */
  readonly dir: string;
  /** The bundle (`index.mjs`) in it. */
  readonly file: string;
  /** JavaScript a cold start loads (`index.mjs`, and the chunks it imports where the build split its code). */
  readonly bytes: number;
  /** JavaScript loaded on first use only: the lazy modules it imports (lib/bundling/lazy-modules.ts) and the chunks of its split modules (split-modules.ts). */
  readonly lazyBytes: number;
  /** Largest contributors to the bundle, biggest first. */
  readonly contributors: readonly BundleContributor[];
}

/** Options of {@link buildFunctions}. */
export interface BuildFunctionsOptions {
  /** Handler modules under functions/ (a route's or consumer's `handler`). */
  readonly handlers: readonly string[];
  /** @default functionsBuildDir (`.build/functions`) */
  readonly outDir?: string;
}

/** How many contributors a bundle lists. */
const TOP_CONTRIBUTORS = 8;

/**
 * Bundles every handler into `<outDir>/<handler>/index.mjs` (+ map, the lazy modules it imports
 * under `lazy/` and the extra files handler-bundling.ts declares), replacing what was there, and
 * marks the build complete (BUILD_STAMP) once everything is written. One esbuild call per route
 * shape (route-shape.ts: auth kind, request body) with all of its entry points parses each shared file once per shape;
 * without code splitting each bundle is byte-identical to a build of its handler alone with its
 * kind's `define`. A handler that `import()`s a split module (split-modules.ts) is then built
 * again on its own with code splitting, its chunks beside `index.mjs`. Throws esbuild's first
 * error with the file it is in.
 */
export async function buildFunctions({ handlers, outDir = functionsBuildDir }: BuildFunctionsOptions): Promise<BuiltFunction[]> {
  const unique = [...new Set(handlers)].sort();
  const startedAt = new Date();
  rmSync(outDir, { recursive: true, force: true });
  const lazy = await buildLazyModules(join(outDir, `.${LAZY_DIR}`));
  const shapeOf = await routeShapesOf(unique);
  const groups = new Map<string, { shape: FunctionRouteShape; members: string[] }>();
  for (const handler of unique) {
    const shape = shapeOf.get(handler)!;
    const group = groups.get(routeShapeKey(shape)) ?? { shape, members: [] };
    group.members.push(handler);
    groups.set(routeShapeKey(shape), group);
  }
  let metafile: Metafile;
  try {
    // One build per route shape (the kit folds it, lib/bundling/route-shape.ts), each parsing its shared files once.
    const metafiles = await Promise.all(
      [...groups.values()].map(async ({ shape, members }) => {
        const result = await build({
          ...lambdaBuildOptions,
          define: { ...lambdaBuildOptions.define, ...routeShapeDefine(shape) },
          entryPoints: Object.fromEntries(members.map((handler) => [join(handler, 'index'), join(projectRoot, 'functions', `${handler}.ts`)])),
          outdir: outDir,
          outExtension: { '.js': '.mjs' },
          absWorkingDir: projectRoot,
          metafile: true,
        });
        return result.metafile;
      }),
    );
    metafile = mergedMetafile(metafiles);
    // A function that import()s a split module is built again on its own, splitting its code.
    const splitting = unique.filter((handler) => splitImportsOf(metafile, join(bundleDirOf(handler, outDir), BUNDLE_FILE)));
    metafile = mergedMetafile([metafile, ...(await Promise.all(splitting.map((handler) => buildSplitting(handler, shapeOf.get(handler)!, outDir))))]);
  } catch (error) {
    throw new Error(`Building the functions failed: ${firstDiagnostic(error)}`, { cause: error });
  }
  for (const output of Object.keys(metafile.outputs)) if (output.endsWith('.mjs')) dropUnusedRequireBanner(resolve(projectRoot, output));
  const assets = await precomputedAssetFiles(new Set(unique.flatMap((handler) => precomputedAssetsOf(metafile, join(bundleDirOf(handler, outDir), BUNDLE_FILE)).map((asset) => asset.source))));
  const built = unique.map((handler) => {
    const dir = bundleDirOf(handler, outDir);
    copyExtraFiles(handler, dir);
    const file = join(dir, BUNDLE_FILE);
    for (const asset of precomputedAssetsOf(metafile, file)) writeFileSync(join(dir, asset.file), assets.get(asset.source)!);
    const lazyFiles = lazyImportsOf(metafile, file).map((name) => lazy.get(name)!);
    for (const lazyFile of lazyFiles) copyWithMap(lazyFile, join(dir, LAZY_DIR));
    const { startup, onFirstUse } = bundleOutputsOf(metafile, file);
    const size = (files: readonly string[]) => files.reduce((total, each) => total + statSync(each).size, 0);
    return {
      handler,
      dir,
      file,
      bytes: size(startup),
      lazyBytes: size(lazyFiles) + size(onFirstUse),
      contributors: contributorsOf(metafile, startup),
    };
  });
  rmSync(join(outDir, `.${LAZY_DIR}`), { recursive: true, force: true });
  // Dated when the build started: a source saved while it ran is newer, so the next check rebuilds.
  const stamp = join(outDir, BUILD_STAMP);
  writeFileSync(stamp, `${startedAt.toISOString()}\n`);
  utimesSync(stamp, startedAt, startedAt);
  return built;
}

/**
 * Builds one entry outside functions/ (the bench's stack floor) with the same options into
 * `<outDir>/index.mjs`, reported like a function under `name`.
 */
export async function buildStandalone({ name, entry, outDir }: { name: string; entry: string; outDir: string }): Promise<BuiltFunction> {
  rmSync(outDir, { recursive: true, force: true });
  const file = join(outDir, BUNDLE_FILE);
  const { metafile } = await build({ ...lambdaBuildOptions, entryPoints: [entry], outfile: file, absWorkingDir: projectRoot, metafile: true });
  dropUnusedRequireBanner(file);
  return { handler: name, dir: outDir, file, bytes: statSync(file).size, lazyBytes: 0, contributors: contributorsOf(metafile, [file]) };
}

/** Builds each lazy module into `dir/<name>.mjs` (self-contained, like a function's bundle); returns file by name. */
async function buildLazyModules(dir: string): Promise<Map<string, string>> {
  try {
    await build({
      ...lambdaBuildOptions,
      entryPoints: Object.fromEntries(lazyModules.map(({ name, source }) => [name, join(projectRoot, source)])),
      outdir: dir,
      outExtension: { '.js': '.mjs' },
      absWorkingDir: projectRoot,
    });
    for (const { name } of lazyModules) dropUnusedRequireBanner(join(dir, `${name}.mjs`));
  } catch (error) {
    throw new Error(`Building the lazy modules failed: ${firstDiagnostic(error)}`, { cause: error });
  }
  return new Map(lazyModules.map(({ name }) => [`${name}.mjs`, join(dir, `${name}.mjs`)]));
}

/** The bytes of each precomputed asset (precomputed-modules.ts) some bundle reads, by source: its module's function, called once. */
async function precomputedAssetFiles(sources: ReadonlySet<string>): Promise<Map<string, Uint8Array>> {
  const entries = await Promise.all(
    precomputedAssets.filter((asset) => sources.has(asset.source)).map(async (asset) => {
      const module = (await import(join(projectRoot, asset.source))) as Record<string, () => Promise<Uint8Array>>;
      return [asset.source, await module[asset.export]!()] as const;
    }),
  );
  return new Map(entries);
}

/** The precomputed assets a bundle reads (their modules are among its inputs). */
function precomputedAssetsOf(metafile: Metafile, file: string): typeof precomputedAssets {
  const outputs = outputsOf(metafile, file);
  return precomputedAssets.filter((asset) => outputs.some((output) => output.inputs[asset.source] !== undefined));
}

/** File names of the lazy modules a bundle imports (the external `./lazy/<name>.mjs` imports). */
function lazyImportsOf(metafile: Metafile, file: string): string[] {
  const prefix = `./${LAZY_DIR}/`;
  const imports = outputsOf(metafile, file).flatMap((output) => output.imports);
  return [...new Set(imports.filter((imported) => imported.external && imported.path.startsWith(prefix)).map((imported) => imported.path.slice(prefix.length)))];
}

/** Whether a bundle's first build left a placeholder for a split module (split-modules.ts). */
function splitImportsOf(metafile: Metafile, file: string): boolean {
  return outputsOf(metafile, file).some((output) => output.imports.some((imported) => imported.external && imported.path.startsWith(SPLIT_PLACEHOLDER)));
}

/** Builds one handler on its own with code splitting: `index.mjs` and its chunks in its directory (replacing its first build's bundle). */
async function buildSplitting(handler: string, shape: FunctionRouteShape, outDir: string): Promise<Metafile> {
  const result = await build({
    ...lambdaBuildOptions,
    define: { ...lambdaBuildOptions.define, ...routeShapeDefine(shape) },
    entryPoints: { index: join(projectRoot, 'functions', `${handler}.ts`) },
    outdir: bundleDirOf(handler, outDir),
    outExtension: { '.js': '.mjs' },
    splitting: true,
    chunkNames: SPLIT_CHUNK_NAMES,
    absWorkingDir: projectRoot,
    metafile: true,
  });
  return result.metafile;
}

function mergedMetafile(metafiles: readonly Metafile[]): Metafile {
  return { inputs: Object.assign({}, ...metafiles.map((each) => each.inputs)), outputs: Object.assign({}, ...metafiles.map((each) => each.outputs)) };
}

/** Copies a lazy module's bundle into a function's directory, pointing its map's sources at the same files from there. */
function copyWithMap(file: string, toDir: string): void {
  mkdirSync(toDir, { recursive: true });
  copyFileSync(file, join(toDir, basename(file)));
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
  // Plugin namespaces (`lazy-builtin:node:http`) are names, not paths.
  map.sources = map.sources.map((source) => (/^[a-z-]+:/.test(source) ? source : relative(toDir, resolve(dirname(file), source))));
  writeFileSync(join(toDir, `${basename(file)}.map`), JSON.stringify(map));
}

function copyExtraFiles(handler: string, dir: string): void {
  for (const { from, to } of bundlingFor(handler).extraFiles ?? []) {
    const target = join(dir, to);
    mkdirSync(resolve(target, '..'), { recursive: true });
    copyFileSync(join(projectRoot, from), target);
  }
}

/** Sums the output bytes of what a cold start loads (the bundle and its startup chunks) by npm package, biggest first. */
function contributorsOf(metafile: Metafile, startup: readonly string[]): BundleContributor[] {
  const totals = new Map<string, number>();
  const inputs = startup.flatMap((file) => Object.entries(outputOf(metafile, file)?.inputs ?? {}));
  for (const [path, { bytesInOutput }] of inputs) {
    const name = packageOf(path);
    totals.set(name, (totals.get(name) ?? 0) + bytesInOutput);
  }
  return [...totals]
    .map(([name, bytes]) => ({ name, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, TOP_CONTRIBUTORS);
}

/** `node_modules/@scope/pkg/dist/x.js` → `@scope/pkg`; sources of this repository → `(project)`. */
export function packageOf(path: string): string {
  const marker = path.lastIndexOf('node_modules/');
  if (marker === -1) return path.includes(':') ? path.split(':')[0]! : '(project)';
  const [first, second] = path.slice(marker + 'node_modules/'.length).split('/');
  return first?.startsWith('@') ? `${first}/${second}` : (first ?? path);
}

/** esbuild's first diagnostic with its location (its own message only says how many there were). */
function firstDiagnostic(error: unknown): string {
  const diagnostic = (error as { errors?: Array<{ text: string; location?: { file: string; line: number } | null }> }).errors?.[0];
  if (diagnostic) return diagnostic.location ? `${relative(projectRoot, resolve(projectRoot, diagnostic.location.file))}:${diagnostic.location.line}: ${diagnostic.text}` : diagnostic.text;
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
}
