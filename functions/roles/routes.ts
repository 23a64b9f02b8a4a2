import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { defineRoute } from '../../shared/edge/http/route';
import { createRoleBody, roleListResponse, roleResponse } from './schemas';

/** GET /api/company/roles: built-in roles, then the company's custom roles. */
export const listRolesRoute = defineRoute({
  id: 'listRoles',
  method: 'GET',
  path: '/api/company/roles',
  handler: 'roles/list-roles',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'roles.view' },
  summary: 'List roles',
  description: 'Built-ins: `owner` and `admin` (every permission), `events_view_only` (events.view) and `events_full_access` (events.view, events.manage).',
  request: { query: offsetPageQuery() },
  response: { status: 200, body: roleListResponse },
  pagination: 'offset',
});

/** POST /api/company/roles: a custom role. */
export const createRoleRoute = defineRoute({
  id: 'createRole',
  method: 'POST',
  path: '/api/company/roles',
  handler: 'roles/create-role',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'roles.manage' },
  summary: 'Create a custom role',
  description: 'The key is derived from the name (`Support Team` → `support_team`); a key already in use answers 409. A role never holds a permission the caller lacks (403 `{message}`).',
  request: { body: createRoleBody },
  response: { status: 201, body: roleResponse },
  errors: ['conflict'],
});

export const roleRoutes = [listRolesRoute, createRoleRoute];
