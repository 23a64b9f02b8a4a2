import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { BUNDLE_FILE, bundleDirOf } from '../../lib/bundling/bundle-paths';

/** Absolute paths of the sources a built function's bundle holds (lazy modules apart), from its source map. */
export function bundledSources(handler: string): string[] {
  const file = join(bundleDirOf(handler), BUNDLE_FILE);
  return (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }).sources.map((source) => resolve(dirname(file), source));
}

/** The code of a built function's bundle (lazy modules apart). */
export function bundledCode(handler: string): string {
  return readFileSync(join(bundleDirOf(handler), BUNDLE_FILE), 'utf8');
}
