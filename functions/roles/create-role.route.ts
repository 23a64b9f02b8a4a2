import { defineRoute } from '../../shared/edge/http/route';
import { createRoleBody, roleResponse } from './schemas';

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
