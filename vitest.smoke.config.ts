import { defineConfig } from 'vitest/config';

// `npm run smoke`: the deploy smoke suite against template mode, or a deployed stack with BASE_URL.
export default defineConfig({
  test: {
    globalSetup: ['test/smoke/global-setup.ts'],
    include: ['test/smoke/**/*.smoke.ts'],
    testTimeout: 60_000,
    hookTimeout: 600_000,
    pool: 'forks',
  },
});
