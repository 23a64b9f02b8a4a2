import { defineConfig } from 'vitest/config';
import unitConfig from './vitest.config';

/**
 * `npm run test:browser`: end-to-end checks in Debian's headless Chromium against the local runtime
 * and its seeded demo shop. Kept out of `npm test` (`*.browser.ts`, not `*.test.ts`) because it needs
 * the `chromium` package; `.ci/run` installs it and runs this suite after `npm test`.
 */
export default defineConfig({
  // The package's entry points resolve to their sources as in `npm test` (the droplet kit imports `commerce-platform-api/client`).
  resolve: unitConfig.resolve,
  test: {
    globalSetup: ['test/helpers/global-setup.ts'],
    setupFiles: ['test/helpers/worker-env.ts'],
    include: ['test/browser/**/*.browser.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
