import { configDefaults, defineConfig } from 'vitest/config';
import suite from './vitest.config';

/**
 * `npm run test:contract`: a named part of the HTTP suite with every request going through a
 * validating proxy built from the OpenAPI document the API serves (test/helpers/contract-setup.ts).
 * The tests pass or fail as in the integration project; the run also fails on any request the
 * server accepted or answer it gave that the document does not declare: an undeclared status or
 * content type, a body off its schema, a body sent to an operation that has none.
 */
const areas = ['checkout', 'orders', 'subscriptions', 'webhooks', 'members', 'media', 'discounts', 'customer-account'];

export default defineConfig({
  resolve: suite.resolve,
  test: {
    name: 'contract',
    include: areas.map((area) => `test/${area}/**/*.test.ts`),
    exclude: [...configDefaults.exclude, 'test/**/*.unit.test.ts'],
    globalSetup: ['test/helpers/contract-setup.ts'],
    setupFiles: ['test/helpers/worker-env.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
