import { z } from 'zod';
import { permissions } from '../../shared/domains/auth/permissions';
import { roleEntity } from '../../shared/domains/auth/role-entity';
import { boundedText } from '../../shared/platform/schema/storable';

/** A role: a named permission set. Built-ins exist in every company; custom roles are the company's own. */
export const roleSchema = roleEntity.schema
  .pick({ key: true, name: true, permissions: true })
  .extend({
    key: roleEntity.schema.shape.key.describe('Identifier used in `role` fields of tokens and members; derived from the name for custom roles'),
    built_in: z.boolean(),
    created_at: z.iso.datetime().nullable().describe('Null for built-in roles'),
  })
  .meta({ id: 'Role' });

/** Body of POST /api/company/roles. */
export const createRoleBody = z.object({
  role: z.object({
    name: boundedText(256).trim().min(1).max(64),
    permissions: z
      .array(z.enum(permissions))
      .min(1)
      .max(permissions.length)
      .refine((list) => new Set(list).size === list.length, 'must not repeat a permission'),
  }),
});

export const roleResponse = z.object({ role: roleSchema });
export const roleListResponse = z.object({ roles: z.array(roleSchema) });
