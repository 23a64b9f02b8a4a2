/**
 * Every permission a route can require. Roles are named sets of these; tokens carry a role.
 * Public tokens may only ever hold `publicTokenPermissions`, and no bearer route accepts them
 * (public-token.ts).
 */
export const permissions = [
  'company.view',
  'settings.view',
  'settings.update',
  'storefront.view',
  'storefront.update',
  'events.view',
  'events.manage',
  'webhooks.manage',
  'callbacks.manage',
  'droplets.manage',
  'tokens.manage',
  'members.view',
  'members.manage',
  'roles.view',
  'roles.manage',
  'media.view',
  'agreements.view',
  'agreements.manage',
  'leads.view',
  /** Orders and carts (shoppers' contact details and addresses): the order back office and their webhook events. */
  'orders.view',
  'orders.manage',
  'customers.view',
  /** Autoship subscriptions (buyers' addresses and payment method references) and their webhook events. */
  'subscriptions.view',
  'subscriptions.manage',
  /** Payment gateways (the processor's secret keys) and the payment ledger: captures, voids, refunds. */
  'payments.manage',
  /** The Home dashboard's rollups: sales, orders, best sellers, autoship and field figures. */
  'analytics.view',
] as const;

export type Permission = (typeof permissions)[number];

/**
 * What a client-side (public) token can ever hold: `storefront.view`, with which it names its shop
 * on the public storefront reads (shared/domains/storefront/resolve-shop.ts). It reads there only what an
 * anonymous visitor sees; `company.view` and `media.view` are not given to public tokens because
 * the routes needing them show a company's settings, contacts and unpublished media.
 */
export const publicTokenPermissions: readonly Permission[] = ['storefront.view'];

/** Narrows an arbitrary string to a known permission. */
export function isPermission(value: string): value is Permission {
  return (permissions as readonly string[]).includes(value);
}
