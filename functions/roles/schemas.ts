import { z } from 'zod';
import { permissions } from '../../shared/domains/auth/permissions';

/** A role: a named permission set. Built-ins exist in every company; custom roles are the company's own. */
export const roleSchema = z
  .object({
    key: z.string().describe('Identifier used in `role` fields of tokens and members; derived from the name for custom roles'),
    name: z.string(),
    permissions: z.array(z.enum(permissions)),
    built_in: z.boolean(),
    created_at: z.iso.datetime().nullable().describe('Null for built-in roles'),
  })
  .meta({ id: 'Role' });
