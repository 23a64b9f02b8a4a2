import type { ApiClient } from 'commerce-platform-api/client';

/**
 * Permissions of the built-in roles as the API documents them (GET /api/company/roles): a member
 * whose role cannot read the role list (no `roles.view`) still learns what its own role allows.
 */
const BUILT_IN: Record<string, readonly string[] | 'all'> = {
  owner: 'all',
  admin: 'all',
  events_view_only: ['events.view'],
  events_full_access: ['events.view', 'events.manage'],
};

/** What the signed-in member may do: `can('events.manage')`. */
export interface Permissions {
  can(permission: string): boolean;
}

export const allowAll: Permissions = { can: () => true };

export function permissionsOf(list: readonly string[] | 'all'): Permissions {
  return { can: (permission) => list === 'all' || list.includes(permission) };
}

/** The member's role's permissions: from the role list when readable, else the documented built-ins, else none. */
export async function loadPermissions(api: ApiClient, role: string | null): Promise<Permissions> {
  if (!role) return permissionsOf([]);
  const { data } = await api.GET('/api/company/roles', { params: { query: { per_page: 100 } } });
  const found = data?.roles.find((candidate) => candidate.key === role);
  if (found) return permissionsOf(found.permissions);
  return permissionsOf(BUILT_IN[role] ?? []);
}
