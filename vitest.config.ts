import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

// The package's own entry points (`commerce-platform-api/verify`, `/client`) resolve to their
// TypeScript sources inside the repository, as tsconfig `paths` tells tsc, tsx and esbuild;
// package.json `exports` points installed copies at the built dist/ (`npm run build:package`).
const { paths } = JSON.parse(readFileSync(resolve(import.meta.dirname, 'tsconfig.json'), 'utf8')).compilerOptions as {
  paths: Record<string, [string]>;
};
const alias = Object.fromEntries(
  Object.entries(paths).map(([name, [target]]) => [name, resolve(import.meta.dirname, target)]),
);

/**
 * `npm test` runs both projects (test/README.md says which a file belongs to):
 * - `unit` (`*.unit.test.ts`, `npm run test:unit`): pure logic, no global setup, seconds;
 * - `integration` (every other `*.test.ts`, `npm run test:integration`): the HTTP suite and what
 *   needs DynamoDB Local, the local runtime or the built bundles, all behind one global setup.
 * The same HTTP suite against the deployed bundles is vitest.deployed.config.ts.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    testTimeout: 30_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.unit.test.ts'],
          setupFiles: ['test/helpers/unit-env.ts'],
          // Files share a worker's module graph (a file that mocks a module imports its subject after vi.resetModules()).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          // test/cdn/ needs the storefront distribution, which only template mode plays (vitest.deployed.config.ts).
          exclude: [...configDefaults.exclude, 'test/**/*.unit.test.ts', 'test/cdn/**'],
          // One DynamoDB Local + API for the whole run; tests isolate themselves per company.
          globalSetup: ['test/helpers/global-setup.ts'],
          setupFiles: ['test/helpers/worker-env.ts'],
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
