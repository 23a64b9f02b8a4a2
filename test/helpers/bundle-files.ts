import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { bundleDirOf } from '../../lib/bundling/bundle-paths';

/** The JavaScript files of a built function: `index.mjs` and, where its build split code, its chunks (lazy modules apart). */
export function bundleFiles(handler: string): string[] {
  const dir = bundleDirOf(handler);
  return readdirSync(dir).filter((name) => name.endsWith('.mjs')).map((name) => join(dir, name));
}

/** Absolute paths of the sources one output file holds, from its source map. */
export function sourcesOf(file: string): string[] {
  return (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }).sources.map((source) => resolve(dirname(file), source));
}

/** Every source of a built function, chunks included. */
export function bundledSources(handler: string): string[] {
  return bundleFiles(handler).flatMap(sourcesOf);
}

/** The code of a built function, chunks included. */
export function bundledCode(handler: string): string {
  return bundleFiles(handler).map((file) => readFileSync(file, 'utf8')).join('\n');
}
