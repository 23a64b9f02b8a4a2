import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';
import { permissions } from './permissions';

/** A company's custom role: a named permission set, addressed by a key derived from its name. */
export const roleEntity = defineEntity({
  name: 'role',
  schema: () =>
    z.object({
      company_id: z.number().int(),
      key: z.string(),
      name: z.string(),
      permissions: z.array(z.enum(permissions)),
      created_at: z.string(),
    }),
  keys: {
    primary: { pk: (r) => companyPartition(r.company_id), sk: (r) => `ROLE#${r.key}` },
  },
});

export type CustomRole = z.infer<typeof roleEntity.schema>;
