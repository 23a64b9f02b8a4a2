/** Resources an installation can own, by the name routes declare (installation-authority.ts looks up their owner). */
export type OwnedResource = 'webhook';

/**
 * What an installation token (`dit_`) may reach on a bearer route beyond its scopes' permissions.
 * Every route such a token's scopes can reach declares one (test/identity/route-ownership.unit.test.ts
 * fails on a route that declares nothing); the handler kit enforces it once
 * (installation-authority.ts). Other credentials act for the whole company and are unaffected.
 */
export type RouteOwnership =
  /**
   * Company-wide state no installation may act on (the company webhook secret, which signs the
   * merchant's subscriptions; launching apps for a signed-in member): an installation token gets
   * 403 whatever its scopes.
   */
  | { readonly kind: 'company' }
  /**
   * Resources owned by the company or by one installation (webhook subscriptions and their
   * deliveries): an installation token reaches only its installation's. With `resource` the path
   * names one, and one owned by anyone else answers 404; without, the route works on the
   * collection, scoped by `principal.installationId` (list, create).
   */
  | { readonly kind: 'installation'; readonly resource?: OwnedResource }
  /** Company data no installation owns, read in full by whoever holds the permission (members, catalog, event schemas). */
  | { readonly kind: 'none' };
