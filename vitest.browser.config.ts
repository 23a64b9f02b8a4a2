import { defineConfig } from 'vitest/config';
import unitConfig from './vitest.config';

/** `BROWSER_TARGET=template`: the journeys run against template mode, the shops through its storefront distribution. */
const againstTemplate = process.env.BROWSER_TARGET === 'template';

/**
 * `npm run test:browser`: end-to-end checks in Debian's headless Chromium against the local runtime
 * and its seeded demo shop (with `BROWSER_TARGET=template`, the synthesized template served with the
 * deployed bundles, each shop through the storefront distribution as synthesized: lib/local/cdn-edge.ts). Kept out of `npm test` (`*.browser.ts`, not `*.test.ts`) because it needs
 * the `chromium` package; `.ci/run` installs it and runs this suite after `npm test`.
 */
export default defineConfig({
  // The package's entry points resolve to their sources as in `npm test` (the droplet kit imports `commerce-platform-api/client`).
  resolve: unitConfig.resolve,
  test: {
    globalSetup: [againstTemplate ? 'test/helpers/deployed-setup.ts' : 'test/helpers/global-setup.ts'],
    setupFiles: ['test/helpers/worker-env.ts'],
    include: ['test/browser/**/*.browser.ts'],
    // Template mode starts each function's container cold (its bundle's import) on first use, as Lambda does.
    testTimeout: againstTemplate ? 180_000 : 60_000,
    // Template mode synthesizes the app first when a source changed.
    hookTimeout: againstTemplate ? 600_000 : 60_000,
    pool: 'forks',
  },
});
