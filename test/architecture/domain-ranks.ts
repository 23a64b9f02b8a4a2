/**
 * The domains of shared/domains/ in ranks, lowest first. A domain imports only domains of a
 * strictly lower rank (import-rules.test.ts), so the domains form no cycle and new coupling
 * between domains is a reviewed line here. Work that needs a domain of an equal or higher rank is
 * orchestration: it belongs in shared/use-cases/. shared/README.md says why the order reads so.
 */
export const domainRanks: readonly (readonly string[])[] = [
  ['company'],
  ['auth', 'discounts', 'reconciler', 'volume'],
  ['events'],
  ['agreements', 'members'],
  ['company-events', 'genealogy', 'storefront'],
  ['enrollment', 'field-ledger', 'site-settings', 'themes'],
  ['droplets'],
  ['callbacks'],
  ['payments'],
  ['checkout'],
  ['orders'],
  ['customers'],
  ['autoship'],
  ['event-catalog', 'shop-mail'],
  ['webhooks'],
  ['deliveries'],
  ['analytics'],
];
