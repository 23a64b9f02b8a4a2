import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { defineRoute } from '../../shared/edge/http/route';
import { roleSchema } from './schemas';
import { z } from 'zod';

const roleListResponse = z.object({ roles: z.array(roleSchema) });

/** GET /api/company/roles: built-in roles, then the company's custom roles. */
export const listRolesRoute = defineRoute({
  id: 'listRoles',
  method: 'GET',
  path: '/api/company/roles',
  handler: 'roles/list-roles',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'roles.view' },
  summary: 'List roles',
  description:
    'Built-ins: `owner` and `admin` (every permission), `events_view_only` (events.view) and `events_full_access` (events.view, events.manage).',
  request: { query: offsetPageQuery() },
  response: { status: 200, body: roleListResponse },
  pagination: 'offset',
});
