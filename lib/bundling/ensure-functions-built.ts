import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildFunctions } from './build-functions';
import { BUILD_STAMP, functionsBuildDir, projectRoot } from './bundle-paths';
import { manifestHandlers } from './manifest-handlers';

/** What a bundle is made of: a change to any of these makes the build stale. */
const SOURCES = [
  'functions',
  'shared',
  'lib/bundling',
  'lib/handler-bundling.ts',
  'lib/lambda-runtime.ts',
  'package-lock.json',
];

/**
 * Builds the functions unless .build/functions is newer than every source it is made of: what
 * the test suite's global setup calls, so `npm test` works on a clean clone and costs nothing
 * when nothing changed. Returns whether it built.
 */
export async function ensureFunctionsBuilt(): Promise<boolean> {
  const stamp = join(functionsBuildDir, BUILD_STAMP);
  if (existsSync(stamp) && statSync(stamp).mtimeMs >= newestSourceMtime()) return false;
  await buildFunctions({ handlers: manifestHandlers() });
  return true;
}

function newestSourceMtime(): number {
  return Math.max(...SOURCES.map((source) => newestMtime(join(projectRoot, source))));
}

function newestMtime(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}
