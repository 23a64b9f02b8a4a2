import { defineRoute } from '../../shared/edge/http/route';
import { roleSchema } from './schemas';
import { z } from 'zod';
import { permissions } from '../../shared/domains/auth/permissions';
import { boundedText } from '../../shared/platform/schema/storable';

/** Body of POST /api/company/roles. */
const createRoleBody = z.object({
  role: z.object({
    name: boundedText(256).trim().min(1).max(64),
    permissions: z
      .array(z.enum(permissions))
      .min(1)
      .max(permissions.length)
      .refine((list) => new Set(list).size === list.length, 'must not repeat a permission'),
  }),
});

const roleResponse = z.object({ role: roleSchema });

/** POST /api/company/roles: a custom role. */
export const createRoleRoute = defineRoute({
  id: 'createRole',
  method: 'POST',
  path: '/api/company/roles',
  handler: 'roles/create-role',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'roles.manage' },
  summary: 'Create a custom role',
  description:
    'The key is derived from the name (`Support Team` → `support_team`); a key already in use answers 409. A role never holds a permission the caller lacks (403 `{message}`).',
  request: { body: createRoleBody },
  response: { status: 201, body: roleResponse },
  errors: ['conflict'],
});
