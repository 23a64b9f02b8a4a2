import type { Metafile } from 'esbuild';
import { resolve } from 'node:path';
import { projectRoot } from './bundle-paths';
import { splitModuleNames } from './split-modules';

type Output = Metafile['outputs'][string];

/** The JavaScript files of a function's bundle by when they load (absolute paths). */
export interface BundleOutputs {
  /** The bundle and the chunks it imports statically: what a cold start loads. */
  readonly startup: readonly string[];
  /** Chunks reached only through the `import()` of a split module: loaded by the first request that needs it. */
  readonly onFirstUse: readonly string[];
}

/** esbuild's record of one output file (given by absolute path), if the build wrote it. */
export function outputOf(metafile: Metafile, file: string): Output | undefined {
  return Object.entries(metafile.outputs).find(([path]) => resolve(projectRoot, path) === file)?.[1];
}

/**
 * The bundle's JavaScript split by when it loads: without code splitting the bundle alone; with
 * it, the chunks only a split module's `import()` reaches load on first use, and every other chunk
 * counts at startup. That includes the chunks of the SDK's own `import()`s (its event-stream
 * serde), which an unsplit bundle carries inline: split and unsplit functions compare on the same
 * terms.
 */
export function bundleOutputsOf(metafile: Metafile, file: string): BundleOutputs {
  const startup = reach(metafile, file, (imported) => imported.kind === 'import-statement' || !isSplitModuleChunk(metafile, imported.path));
  const all = reach(metafile, file, () => true);
  return { startup, onFirstUse: all.filter((each) => !startup.includes(each)) };
}

/** esbuild's records of every JavaScript file of the bundle. */
export function outputsOf(metafile: Metafile, file: string): Output[] {
  const { startup, onFirstUse } = bundleOutputsOf(metafile, file);
  return [...startup, ...onFirstUse].map((each) => outputOf(metafile, each)!);
}

type Import = Output['imports'][number];

function isSplitModuleChunk(metafile: Metafile, path: string): boolean {
  const entryPoint = outputOf(metafile, resolve(projectRoot, path))?.entryPoint;
  return entryPoint !== undefined && splitModuleNames.has(resolve(projectRoot, entryPoint));
}

function reach(metafile: Metafile, from: string, follows: (imported: Import) => boolean): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const output = outputOf(metafile, file);
    if (!output) return;
    seen.add(file);
    for (const imported of output.imports) if (!imported.external && imported.kind !== 'require-call' && follows(imported)) visit(resolve(projectRoot, imported.path));
  };
  visit(from);
  return [...seen];
}
