import { defineConfig } from 'vitest/config';

export default defineConfig({
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
