import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Root of this project (functions/, node_modules/, .build/). */
export const projectRoot = resolve(import.meta.dirname, '../..');

/** Where `npm run build:functions` writes one directory per handler (gitignored). */
export const functionsBuildDir = join(projectRoot, '.build', 'functions');

/** Written into the build directory last: an interrupted build is never taken as complete. */
export const BUILD_STAMP = '.built';

/** File name of every bundle; the Lambda handler is `index.handler`. */
export const BUNDLE_FILE = 'index.mjs';

/**
 * The directory CDK deploys for a handler (`functions/<handler>.ts`): its bundle, source map and
 * any files it reads at run time. The bench and `sam local` read the same directory.
 */
export function bundleDirOf(handler: string, buildDir: string = functionsBuildDir): string {
  return join(buildDir, handler);
}

/** Thrown when a handler's bundle is absent: the build step has not run. */
export class MissingBundleError extends Error {
  constructor(
    readonly handler: string,
    readonly file: string,
  ) {
    super(
      `No bundle for functions/${handler}.ts at ${file}: run \`npm run build:functions\` first (\`cdk synth\` and \`npm test\` run it for you).`,
    );
    this.name = 'MissingBundleError';
  }
}

/** The bundle directory of a handler; throws {@link MissingBundleError} when it was not built. */
export function requireBundleDir(handler: string, buildDir: string = functionsBuildDir): string {
  const dir = bundleDirOf(handler, buildDir);
  const file = join(dir, BUNDLE_FILE);
  if (!existsSync(file)) throw new MissingBundleError(handler, file);
  return dir;
}
