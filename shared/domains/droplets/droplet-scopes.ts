import type { Permission } from '../auth/permissions';

/**
 * What each scope a droplet can request lets its installation token (`dit_`) do: the permissions
 * the token is issued with. A call outside them answers 403 like any token lacking a permission.
 * Scopes only ever read, except `webhooks` and `callbacks`, whose subscriptions and registrations belong to the installation; a
 * subscription's events also need the scope that reads their resource (shared/domains/webhooks/event-permissions.ts).
 */
export const dropletScopes = {
  settings: {
    description: 'Look up the store: company profile, settings and countries',
    permissions: ['company.view', 'settings.view'],
  },
  members: { description: 'Read members (admins and reps)', permissions: ['members.view'] },
  events: { description: 'Read company events', permissions: ['events.view'] },
  storefront: { description: 'Read storefront resources', permissions: ['storefront.view'] },
  media: { description: 'Read company media', permissions: ['media.view'] },
  orders: {
    description: 'Read orders (GET /api/v202604/orders) and subscribe to cart, order and fulfilment events',
    permissions: ['orders.view'],
  },
  webhooks: {
    description: 'Manage webhook subscriptions, signed with the installation webhook secret',
    permissions: ['webhooks.manage'],
  },
  callbacks: {
    description:
      "Register callbacks (tax, shipping) owned by the installation, beside the company's own; deactivated when the droplet is uninstalled",
    permissions: ['callbacks.manage'],
  },
} as const satisfies Record<string, { description: string; permissions: readonly Permission[] }>;

export type DropletScope = keyof typeof dropletScopes;

/** Every scope name, for request validation and documentation. */
export const dropletScopeNames = Object.keys(dropletScopes) as [DropletScope, ...DropletScope[]];

/** The permissions granted by a set of scopes; names no longer in the table grant nothing. */
export function permissionsForScopes(scopes: readonly string[]): Permission[] {
  const granted = scopes.flatMap((scope) =>
    Object.hasOwn(dropletScopes, scope) ? dropletScopes[scope as DropletScope].permissions : [],
  );
  return [...new Set<Permission>(granted)];
}
