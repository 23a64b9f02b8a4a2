import { build, type Metafile } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { bundlingFor } from '../handler-bundling';
import { BUILD_STAMP, BUNDLE_FILE, bundleDirOf, functionsBuildDir, projectRoot } from './bundle-paths';
import { lambdaBuildOptions } from './bundling-options';
import { LAZY_DIR, lazyModules } from './lazy-modules';
import { precomputedAssets } from './precomputed-modules';
import { entryPointOf, familyHandlerEntries } from './family-entries';

export { lambdaBuildOptions } from './bundling-options';

type Output = Metafile['outputs'][string];

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
  /** The bundle (`index.mjs`) in it: the JavaScript a cold start loads. */
  readonly file: string;
  /** Bytes of the bundle. */
  readonly bytes: number;
  /** JavaScript loaded on first use only: the lazy modules it imports (lib/bundling/lazy-modules.ts). */
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
 * marks the build complete (BUILD_STAMP) once everything is written. One esbuild call with every
 * entry point parses each shared file once; without code splitting each bundle is byte-identical
 * to a build of its handler alone. Throws esbuild's first error with the file it is in.
 */
export async function buildFunctions({
  handlers,
  outDir = functionsBuildDir,
}: BuildFunctionsOptions): Promise<BuiltFunction[]> {
  const unique = [...new Set(handlers)].sort();
  const startedAt = new Date();
  rmSync(outDir, { recursive: true, force: true });
  const lazy = await buildLazyModules(join(outDir, `.${LAZY_DIR}`));
  let metafile: Metafile;
  try {
    ({ metafile } = await build({
      ...lambdaBuildOptions,
      // A storefront family route's entry is generated from the family table (family-entries.ts).
      plugins: [...(lambdaBuildOptions.plugins ?? []), familyHandlerEntries],
      entryPoints: Object.fromEntries(unique.map((handler) => [join(handler, 'index'), entryPointOf(handler)])),
      outdir: outDir,
      outExtension: { '.js': '.mjs' },
      absWorkingDir: projectRoot,
      metafile: true,
    }));
  } catch (error) {
    throw new Error(`Building the functions failed: ${firstDiagnostic(error)}`, { cause: error });
  }
  const outputs = new Map(
    unique.map((handler) => [handler, outputOf(metafile, join(bundleDirOf(handler, outDir), BUNDLE_FILE))!]),
  );
  const assets = await precomputedAssetFiles(
    new Set([...outputs.values()].flatMap((output) => precomputedAssetsOf(output).map((asset) => asset.source))),
  );
  const built = unique.map((handler) => {
    const dir = bundleDirOf(handler, outDir);
    copyExtraFiles(handler, dir);
    const file = join(dir, BUNDLE_FILE);
    const output = outputs.get(handler)!;
    for (const asset of precomputedAssetsOf(output)) writeFileSync(join(dir, asset.file), assets.get(asset.source)!);
    const lazyFiles = lazyImportsOf(output).map((name) => lazy.get(name)!);
    for (const lazyFile of lazyFiles) copyWithMap(lazyFile, join(dir, LAZY_DIR));
    return {
      handler,
      dir,
      file,
      bytes: statSync(file).size,
      lazyBytes: lazyFiles.reduce((total, each) => total + statSync(each).size, 0),
      contributors: contributorsOf(output),
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
export async function buildStandalone({
  name,
  entry,
  outDir,
}: {
  name: string;
  entry: string;
  outDir: string;
}): Promise<BuiltFunction> {
  rmSync(outDir, { recursive: true, force: true });
  const file = join(outDir, BUNDLE_FILE);
  const { metafile } = await build({
    ...lambdaBuildOptions,
    entryPoints: [entry],
    outfile: file,
    absWorkingDir: projectRoot,
    metafile: true,
  });
  return {
    handler: name,
    dir: outDir,
    file,
    bytes: statSync(file).size,
    lazyBytes: 0,
    contributors: contributorsOf(outputOf(metafile, file)!),
  };
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
  } catch (error) {
    throw new Error(`Building the lazy modules failed: ${firstDiagnostic(error)}`, { cause: error });
  }
  return new Map(lazyModules.map(({ name }) => [`${name}.mjs`, join(dir, `${name}.mjs`)]));
}

/** The bytes of each precomputed asset (precomputed-modules.ts) some bundle reads, by source: its module's function, called once. */
async function precomputedAssetFiles(sources: ReadonlySet<string>): Promise<Map<string, Uint8Array>> {
  const entries = await Promise.all(
    precomputedAssets
      .filter((asset) => sources.has(asset.source))
      .map(async (asset) => {
        const module = (await import(join(projectRoot, asset.source))) as Record<string, () => Promise<Uint8Array>>;
        return [asset.source, await module[asset.export]!()] as const;
      }),
  );
  return new Map(entries);
}

/** esbuild's record of one output file (given by absolute path). */
function outputOf(metafile: Metafile, file: string): Output | undefined {
  return Object.entries(metafile.outputs).find(([path]) => resolve(projectRoot, path) === file)?.[1];
}

/** The precomputed assets a bundle reads (their modules are among its inputs). */
function precomputedAssetsOf(output: Output): typeof precomputedAssets {
  return precomputedAssets.filter((asset) => output.inputs[asset.source] !== undefined);
}

/** File names of the lazy modules a bundle imports (the external `./lazy/<name>.mjs` imports). */
function lazyImportsOf(output: Output): string[] {
  const prefix = `./${LAZY_DIR}/`;
  return [
    ...new Set(
      output.imports
        .filter((imported) => imported.external && imported.path.startsWith(prefix))
        .map((imported) => imported.path.slice(prefix.length)),
    ),
  ];
}

/** Copies a lazy module's bundle into a function's directory, pointing its map's sources at the same files from there. */
function copyWithMap(file: string, toDir: string): void {
  mkdirSync(toDir, { recursive: true });
  copyFileSync(file, join(toDir, basename(file)));
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
  // Plugin namespaces (`lazy-builtin:node:http`) are names, not paths.
  map.sources = map.sources.map((source) =>
    /^[a-z-]+:/.test(source) ? source : relative(toDir, resolve(dirname(file), source)),
  );
  writeFileSync(join(toDir, `${basename(file)}.map`), JSON.stringify(map));
}

function copyExtraFiles(handler: string, dir: string): void {
  for (const { from, to } of bundlingFor(handler).extraFiles ?? []) {
    const target = join(dir, to);
    mkdirSync(resolve(target, '..'), { recursive: true });
    copyFileSync(join(projectRoot, from), target);
  }
}

/** Sums a bundle's output bytes by npm package, biggest first. */
function contributorsOf(output: Output): BundleContributor[] {
  const totals = new Map<string, number>();
  for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
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
  const diagnostic = (error as { errors?: Array<{ text: string; location?: { file: string; line: number } | null }> })
    .errors?.[0];
  if (diagnostic)
    return diagnostic.location
      ? `${relative(projectRoot, resolve(projectRoot, diagnostic.location.file))}:${diagnostic.location.line}: ${diagnostic.text}`
      : diagnostic.text;
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
}
