import { configDefaults, defineConfig } from 'vitest/config';
import suite from './vitest.config';

/**
 * `npm run test:deployed`: a named part of the HTTP suite, the schema fuzz and the deploy smoke
 * suite against the deployed bundles: the synthesized template run by the local runtime in
 * template mode (test/helpers/deployed-setup.ts), where every function is its built bundle with
 * its template environment and execution role. The same test files run on the sources in the
 * integration project; here they check what ships. `test/cdn/` runs here only: it drives the shops
 * through the storefront distribution, which only template mode plays (lib/local/cdn-edge.ts).
 */
const areas = ['checkout', 'identity', 'storefront', 'webhooks', 'cdn'];

/** Tests of those areas that drive a control only the default mode has, and why. */
const defaultModeOnly = {
  // The storefront clock (`/_local/storefront/clock/advance`) is the default mode's in-process service.
  'test/storefront/content-families.test.ts': 'storefront clock',
  'test/storefront/merchant-journey.test.ts': 'storefront clock',
  'test/storefront/visibility.test.ts': 'storefront clock',
  // Presigned uploads: the local S3 upload endpoint (lib/local/uploads-service.ts) is wired into the default mode's functions only.
  'test/storefront/content-rules.test.ts': 'media uploads',
};

export default defineConfig({
  resolve: suite.resolve,
  test: {
    name: 'deployed',
    include: [
      ...areas.map((area) => `test/${area}/**/*.test.ts`),
      'test/property/schema-fuzz.property.test.ts',
      'test/smoke/deploy.smoke.ts',
    ],
    exclude: [...configDefaults.exclude, 'test/**/*.unit.test.ts', ...Object.keys(defaultModeOnly)],
    globalSetup: ['test/helpers/deployed-setup.ts'],
    setupFiles: ['test/helpers/worker-env.ts'],
    // The fuzz suite's CI size: calls per operation (`npm run fuzz` runs the deep pass on the sources),
    // within a time per operation that holds its function's cold start (Lambda allows init 10 s).
    env: { FUZZ_RUNS: process.env.FUZZ_RUNS ?? '3', FUZZ_TIME_LIMIT_MS: process.env.FUZZ_TIME_LIMIT_MS ?? '20000' },
    testTimeout: 60_000,
    hookTimeout: 600_000,
    pool: 'forks',
  },
});
