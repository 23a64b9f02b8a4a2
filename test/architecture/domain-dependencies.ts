/**
 * Which domains each domain of shared/ may import. A new cross-domain import fails
 * import-rules.unit.test.ts until it is added here, so coupling between domains grows only by a reviewed
 * line; a line no import uses any more fails too, so the table stays the true picture.
 *
 * `company` is the tenancy root every domain hangs off: it imports no other domain (sign-up, which
 * composes company, members and auth, is a use case: shared/use-cases/sign-up.ts). A domain
 * missing from the table imports no other domain.
 */
export const domainDependencies: Readonly<Record<string, readonly string[]>> = {
  company: [],
  agreements: ['company', 'events', 'storefront'],
  auth: ['company', 'droplets', 'members', 'themes', 'webhooks'],
  callbacks: ['auth', 'company', 'droplets', 'webhooks'],
  checkout: ['agreements', 'callbacks', 'company', 'discounts', 'enrollment', 'events', 'members', 'orders', 'site-settings', 'storefront', 'autoship', 'themes', 'volume'],
  'company-events': ['company', 'events', 'members'],
  customers: ['checkout', 'company', 'events'],
  deliveries: ['company', 'droplets', 'events', 'reconciler', 'webhooks'],
  discounts: ['company'],
  droplets: ['auth', 'company', 'events', 'themes', 'webhooks'],
  enrollment: ['agreements', 'auth', 'checkout', 'company', 'members', 'storefront', 'themes'],
  events: ['enrollment', 'reconciler', 'storefront'],
  members: ['auth', 'company', 'enrollment', 'events'],
  orders: ['checkout', 'company', 'discounts', 'events', 'storefront', 'volume'],
  reconciler: ['deliveries', 'events'],
  'site-settings': ['company', 'members', 'storefront'],
  storefront: ['agreements', 'auth', 'company', 'enrollment', 'events', 'members', 'autoship', 'themes', 'volume'],
  autoship: ['callbacks', 'checkout', 'company', 'customers', 'events', 'orders', 'storefront'],
  themes: ['company', 'storefront'],
  volume: ['checkout', 'events', 'members'],
  webhooks: ['auth', 'company', 'deliveries', 'droplets', 'events', 'reconciler', 'storefront'],
};
