import { permissions, type Permission } from './permissions';

/** Built-in roles: named permission sets every company has. Custom roles come from the table. */
export const builtInRoles = {
  owner: { name: 'Owner', permissions: [...permissions] },
  admin: { name: 'Admin', permissions: [...permissions] },
  events_view_only: { name: 'Events: View only', permissions: ['events.view'] },
  events_full_access: { name: 'Events: Full access', permissions: ['events.view', 'events.manage'] },
} as const satisfies Record<string, { name: string; permissions: readonly Permission[] }>;

export type BuiltInRole = keyof typeof builtInRoles;
