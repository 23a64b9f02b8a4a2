import { z } from 'zod';
import { roleEntity } from '../../shared/domains/auth/role-entity';

/** A role: a named permission set. Built-ins exist in every company; custom roles are the company's own. */
export const roleSchema = roleEntity.schema
  .pick({ key: true, name: true, permissions: true })
  .extend({
    key: roleEntity.schema.shape.key.describe(
      'Identifier used in `role` fields of tokens and members; derived from the name for custom roles',
    ),
    built_in: z.boolean(),
    created_at: z.iso.datetime().nullable().describe('Null for built-in roles'),
  })
  .meta({ id: 'Role' });
