/**
 * Which domains each domain of shared/ may import. A new cross-domain import fails
 * import-rules.test.ts until it is added here, so coupling between domains grows only by a reviewed
 * line; a line no import uses any more fails too, so the table stays the true picture.
 *
 * `company` is the tenancy root every domain hangs off: it imports no other domain (sign-up, which
 * composes company, members and auth, is a use case: shared/use-cases/sign-up.ts). A domain
 * missing from the table imports no other domain.
 */
export const domainDependencies: Readonly<Record<string, readonly string[]>> = {
  company: [],
  agreements: ['company', 'events'],
  auth: ['company'],
  callbacks: ['auth', 'company', 'droplets'],
  checkout: ['agreements', 'callbacks', 'company', 'discounts', 'enrollment', 'events', 'members', 'site-settings', 'storefront', 'volume'],
  'company-events': ['company', 'events', 'members'],
  customers: ['checkout', 'company', 'events', 'orders'],
  deliveries: ['company', 'droplets', 'events', 'reconciler', 'webhooks', 'event-catalog'],
  discounts: ['company'],
  droplets: ['auth', 'company', 'events', 'themes'],
  enrollment: ['company', 'members', 'storefront'],
  'event-catalog': ['company-events', 'droplets', 'members', 'agreements', 'storefront', 'checkout', 'orders', 'autoship'],
  events: ['reconciler'],
  members: ['auth', 'company', 'events'],
  orders: ['checkout', 'company', 'discounts', 'events', 'storefront', 'volume', 'members'],
  reconciler: [],
  'site-settings': ['company', 'members', 'storefront'],
  storefront: ['agreements', 'auth', 'company', 'events', 'members', 'volume'],
  autoship: ['callbacks', 'checkout', 'company', 'customers', 'events', 'orders', 'storefront', 'members'],
  themes: ['company', 'storefront'],
  volume: [],
  webhooks: ['auth', 'company', 'droplets', 'events', 'storefront', 'event-catalog'],
};
