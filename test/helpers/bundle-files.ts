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

/** The files a cold start loads: `file` and the chunks it imports statically (`from"./chunk.mjs"` in minified ESM), transitively. */
export function staticallyLoaded(file: string, seen = new Set<string>()): Set<string> {
  seen.add(file);
  for (const [, name] of readFileSync(file, 'utf8').matchAll(/from\s*"\.\/([\w-]+\.mjs)"/g)) {
    const chunk = join(file, '..', name!);
    if (!seen.has(chunk)) staticallyLoaded(chunk, seen);
  }
  return seen;
}

/** The sources a built function's cold start loads (its split modules' chunks apart). */
export function startupSources(handler: string): string[] {
  return [...staticallyLoaded(join(bundleDirOf(handler), 'index.mjs'))].flatMap(sourcesOf);
}
