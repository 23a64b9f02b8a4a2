import { createRole } from '../../shared/domains/auth/role-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { createRoleRoute } from './create-role.route';

export const handler = defineHandler(createRoleRoute, async ({ body, principal }) => ({
  role: await createRole(principal, body.role),
}));
