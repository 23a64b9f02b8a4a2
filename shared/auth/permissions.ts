/**
 * Every permission a route can require. Roles are named sets of these; tokens carry a role.
 * Public tokens may only ever hold the read and asset permissions in `publicTokenPermissions`.
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
  /** Carts and orders (shoppers' contact details and addresses); no route reads them yet, their webhook events need it. */
  'orders.view',
] as const;

export type Permission = (typeof permissions)[number];

/** The narrow set a client-side (public) token can ever hold: reads and assets, never writes. */
export const publicTokenPermissions: readonly Permission[] = ['company.view', 'storefront.view', 'media.view'];

/** Narrows an arbitrary string to a known permission. */
export function isPermission(value: string): value is Permission {
  return (permissions as readonly string[]).includes(value);
}
