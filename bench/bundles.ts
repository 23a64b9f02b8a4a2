import { build, type BuildOptions, type Metafile } from 'esbuild';
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BundleContributor } from './bench-results';

/** Root of the project (functions/, node_modules/). */
const projectRoot = resolve(import.meta.dirname, '..');

/**
 * The esbuild settings of lib/constructs/route-function.ts, as the CDK's NodejsFunction turns them
 * into esbuild flags: ESM for Node 22, minified, linked source map without sources, `require`
 * defined by a banner, and nothing external (the AWS SDK is bundled). Kept in step by hand because
 * the construct does not export them; a change there must be mirrored here.
 */
export const lambdaBundleOptions: Readonly<BuildOptions> = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  mainFields: ['module', 'main'],
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  external: [],
  banner: {
    js: "import { createRequire as __bannerCreateRequire } from 'node:module'; const require = __bannerCreateRequire(import.meta.url);",
  },
  logLevel: 'silent',
};

/** One handler's bundle on disk, or why it could not be built. */
export interface BuiltBundle {
  readonly handler: string;
  /** Path of `index.mjs`; undefined when bundling failed. */
  readonly file?: string;
  readonly bytes?: number;
  readonly contributors: readonly BundleContributor[];
  readonly error?: string;
}

/** How many contributors a bundle lists. */
const TOP_CONTRIBUTORS = 8;

/**
 * Bundles every handler (`functions/<handler>.ts`) into `<outDir>/<handler>/index.mjs`, the file
 * the Lambda loads. One esbuild call with every entry point parses each shared file once (about 3×
 * faster than a build per handler) and, without code splitting, writes byte-identical bundles.
 * When that build fails, each handler is built alone so the error lands on the handler that has it.
 */
export async function bundleHandlers(handlers: readonly string[], outDir: string): Promise<BuiltBundle[]> {
  const fileOf = (handler: string) => join(outDir, handler, 'index.mjs');
  try {
    const { metafile } = await build({
      ...lambdaBundleOptions,
      entryPoints: Object.fromEntries(handlers.map((handler) => [join(handler, 'index'), entryOf(handler)])),
      outdir: outDir,
      outExtension: { '.js': '.mjs' },
      absWorkingDir: projectRoot,
      metafile: true,
    });
    return handlers.map((handler) => built(handler, fileOf(handler), metafile));
  } catch {
    return Promise.all(handlers.map((handler) => bundleAlone(handler, fileOf(handler))));
  }
}

async function bundleAlone(handler: string, file: string): Promise<BuiltBundle> {
  try {
    const { metafile } = await build({ ...lambdaBundleOptions, entryPoints: [entryOf(handler)], outfile: file, absWorkingDir: projectRoot, metafile: true });
    return built(handler, file, metafile);
  } catch (error) {
    return { handler, contributors: [], error: firstLine(error) };
  }
}

function entryOf(handler: string): string {
  return join(projectRoot, 'functions', `${handler}.ts`);
}

function built(handler: string, file: string, metafile: Metafile): BuiltBundle {
  return { handler, file, bytes: statSync(file).size, contributors: contributors(metafile, file) };
}

/** Sums the output bytes of a bundle's inputs by npm package, biggest first. */
function contributors(metafile: Metafile, file: string): BundleContributor[] {
  const output = Object.entries(metafile.outputs).find(([path]) => resolve(projectRoot, path) === file)?.[1];
  const totals = new Map<string, number>();
  for (const [path, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const name = packageOf(path);
    totals.set(name, (totals.get(name) ?? 0) + bytesInOutput);
  }
  return [...totals]
    .map(([name, bytes]) => ({ name, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, TOP_CONTRIBUTORS);
}

/** `node_modules/@scope/pkg/dist/x.js` → `@scope/pkg`; sources of this repository → `(project)`. */
function packageOf(path: string): string {
  const marker = path.lastIndexOf('node_modules/');
  if (marker === -1) return '(project)';
  const [first, second] = path.slice(marker + 'node_modules/'.length).split('/');
  return first?.startsWith('@') ? `${first}/${second}` : (first ?? path);
}

/** esbuild's first diagnostic (its own message only says how many there were). */
function firstLine(error: unknown): string {
  const diagnostic = (error as { errors?: Array<{ text: string }> }).errors?.[0]?.text;
  return diagnostic ?? (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
}
