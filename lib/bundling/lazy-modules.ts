import { join } from 'node:path';
import { projectRoot } from './bundle-paths';

/**
 * Modules every function may need but few invocations do: each is its own bundle, copied into
 * `lazy/` of the functions that `import()` it and loaded on first use, so cold starts neither
 * compile nor evaluate it. A lazy module holds no project state (its copy of shared code is a
 * separate instance, so its classes are not the caller's) and may only be imported with `import()`.
 */
export const lazyModules = [
  { name: 'x-ray', source: 'shared/platform/observability/x-ray.ts' },
  { name: 'powertools-idempotency', source: 'shared/edge/http/powertools-idempotency.ts' },
  { name: 'ses-sdk', source: 'shared/platform/mail/ses-sdk.ts' },
  { name: 'scheduler-sdk', source: 'shared/platform/scheduler/scheduler-sdk.ts' },
  { name: 's3-sdk', source: 'shared/platform/uploads/s3-sdk.ts' },
  { name: 'secrets-manager-sdk', source: 'shared/platform/secrets/secrets-manager-sdk.ts' },
  { name: 'pinned-request-outcome', source: 'shared/platform/net/pinned-request-outcome.ts' },
  { name: 'country-table-lookup', source: 'shared/domains/company/country-table-lookup.ts' },
  { name: 'fflate', source: 'shared/domains/droplets/fflate.ts' },
  { name: 'liquidjs', source: 'shared/domains/themes/liquidjs.ts' },
  { name: 'stripe-adapter', source: 'shared/domains/payments/adapters/stripe-adapter.ts' },
  { name: 'stripe-events', source: 'shared/domains/payments/adapters/stripe-events.ts' },
] as const;

/** Directory of a function's bundle that holds its lazy modules. */
export const LAZY_DIR = 'lazy';

/** Absolute source path → the file name its bundle gets under {@link LAZY_DIR}. */
export const lazyModuleFiles: ReadonlyMap<string, string> = new Map(
  lazyModules.map(({ name, source }) => [join(projectRoot, source), `${name}.mjs`]),
);
