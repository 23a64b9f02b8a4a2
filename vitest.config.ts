import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// The package's own entry points (`commerce-platform-api/verify`, `/client`) resolve to their
// TypeScript sources inside the repository, as tsconfig `paths` tells tsc, tsx and esbuild;
// package.json `exports` points installed copies at the built dist/ (`npm run build:package`).
const { paths } = JSON.parse(readFileSync(resolve(import.meta.dirname, 'tsconfig.json'), 'utf8')).compilerOptions as { paths: Record<string, [string]> };
const alias = Object.fromEntries(Object.entries(paths).map(([name, [target]]) => [name, resolve(import.meta.dirname, target)]));

/**
 * Files that run alone, after the others: they change what every test shares in the one runtime
 * (the pipeline's faults and clock, the reconciler's sweep, the pipeline's counters they read as
 * deltas) or measure contention and time against a budget (50 writers on one item, benchmarks,
 * kill-and-restart runs), which tests running beside them would disturb.
 */
const alone = ['test/deliveries/**/*.test.ts', 'test/reconciler/**/*.test.ts', 'test/droplets/vendor-journey.test.ts', 'test/bench/**/*.test.ts', 'test/hardening/**/*.test.ts', 'test/volume/**/*.test.ts'];

/**
 * Test files run side by side in the rest of the suite. Each test creates its own company, and
 * most of a file's time is spent waiting on the API, DynamoDB Local and receivers rather than on
 * the CPU, so three workers overlap those waits even on 2 cores; more would only queue behind the
 * one API process and DynamoDB Local.
 */
const SIDE_BY_SIDE_WORKERS = 3;

export default defineConfig({
  resolve: { alias },
  test: {
    // One DynamoDB Local + API for the whole run, shared by both projects (test/helpers/global-setup.ts).
    globalSetup: ['test/helpers/global-setup.ts'],
    setupFiles: ['test/helpers/worker-env.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'side-by-side', include: ['test/**/*.test.ts'], exclude: alone, maxWorkers: SIDE_BY_SIDE_WORKERS, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'alone', include: alone, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
