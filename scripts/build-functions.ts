/**
 * `npm run build:functions`: bundles every manifest handler into .build/functions/<handler>/,
 * the directories CDK deploys, `sam local` runs and the bench measures.
 */
import { buildFunctions } from '../lib/bundling/build-functions';
import { functionsBuildDir } from '../lib/bundling/bundle-paths';
import { manifestHandlers } from '../lib/bundling/manifest-handlers';

const started = performance.now();
try {
  const built = await buildFunctions({ handlers: manifestHandlers() });
  const largest = built.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  console.error(
    `[build] ${built.length} functions → ${functionsBuildDir} in ${((performance.now() - started) / 1000).toFixed(1)} s (largest ${largest.handler} ${(largest.bytes / 1024).toFixed(0)} KB)`,
  );
} catch (error) {
  console.error(`[build] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
