import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// The package's own entry points (`commerce-platform-api/verify`, `/client`) resolve to their
// TypeScript sources inside the repository, as tsconfig `paths` tells tsc, tsx and esbuild;
// package.json `exports` points installed copies at the built dist/ (`npm run build:package`).
const { paths } = JSON.parse(readFileSync(resolve(import.meta.dirname, 'tsconfig.json'), 'utf8')).compilerOptions as { paths: Record<string, [string]> };
const alias = Object.fromEntries(Object.entries(paths).map(([name, [target]]) => [name, resolve(import.meta.dirname, target)]));

export default defineConfig({
  resolve: { alias },
  test: {
    // One DynamoDB Local + API for the whole run; tests isolate themselves per company.
    globalSetup: ['test/helpers/global-setup.ts'],
    setupFiles: ['test/helpers/worker-env.ts'],
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
