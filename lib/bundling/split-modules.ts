import { join } from 'node:path';
import { projectRoot } from './bundle-paths';

/**
 * Project modules that a function runs only on a rare path of its requests. A function that
 * `import()`s one is built with esbuild's code splitting: the module, and what only it needs,
 * become chunks beside `index.mjs` that the first request taking that path loads, while the code
 * it shares with the rest of the function stays in one instance (unlike a lazy module, a split
 * module may hold state and throw the caller's error classes). A function that imports one
 * statically, because its requests always need it, bundles it like any other module.
 */
export const splitModules = [
  // A new payment method on a past-due subscription retries the failed cycle at once: the
  // subscription update bills (re-prices, charges, places the order) only then.
  { name: 'charge-now', source: 'shared/use-cases/charge-now.ts' },
  // Pricing asks a shop's tax and shipping callbacks only where a receiver is registered for
  // them: the call (breaker, signing keys, request and answer schemas) loads with the first one.
  { name: 'call-registration', source: 'shared/domains/callbacks/call-registration.ts' },
  // Checkout creates autoship subscriptions only for a cart with subscribed lines, and a member
  // only for an enrollment cart (shared/use-cases/complete-cart.ts).
  { name: 'checkout-subscriptions', source: 'shared/domains/autoship/checkout-subscriptions.ts' },
  { name: 'enroll-member', source: 'shared/use-cases/enroll-member.ts' },
  // Only a cart holding discount codes resolves, allocates and (at checkout) consumes them.
  { name: 'price-discount-codes', source: 'shared/domains/checkout/price-discount-codes.ts' },
  // A public request names its shop with a token far less often than with its host or header:
  // token authentication loads with the first request that does.
  { name: 'shop-token', source: 'shared/domains/storefront/shop-token.ts' },
  // The local runtime's scheduler (its schedules kept in the table): deployed, never called.
  { name: 'local-scheduler', source: 'shared/platform/scheduler/local-scheduler.ts' },
] as const;

/** Where a function's own build writes the chunks of its split modules: beside its bundle, so their `./lazy/` imports resolve as the bundle's do. */
export const SPLIT_CHUNK_NAMES = '[name]-[hash]';

/** Prefix of the placeholder import a function's first build leaves for a split module (buildFunctions rebuilds that function with code splitting). */
export const SPLIT_PLACEHOLDER = './split/';

/** Absolute source path → the split module's name. */
export const splitModuleNames: ReadonlyMap<string, string> = new Map(splitModules.map(({ name, source }) => [join(projectRoot, source), name]));
