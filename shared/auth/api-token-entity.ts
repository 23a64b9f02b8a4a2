import { z } from 'zod';
import { defineEntity } from '../db/entity';
import { companyPartition } from '../company/company-entity';
import { sortableId } from '../ids';
import { permissions } from './permissions';
import { tokenKinds } from './token-kinds';

/**
 * A bearer credential. The item is keyed by the SHA-256 of the secret so authentication is one
 * GetItem; the company's list of tokens is a Query on gsi1.
 */
export const apiTokenEntity = defineEntity({
  name: 'api_token',
  schema: z.object({
    id: z.number().int(),
    company_id: z.number().int(),
    hash: z.string(),
    kind: z.enum(Object.keys(tokenKinds) as [keyof typeof tokenKinds, ...(keyof typeof tokenKinds)[]]),
    name: z.string(),
    role: z.string().nullable(),
    permissions: z.array(z.enum(permissions)),
    prefix: z.string(),
    last_four: z.string(),
    created_at: z.string(),
    expires_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
    last_used_at: z.string().nullable(),
  }),
  keys: {
    primary: { pk: (t) => `TOKEN#${t.hash}`, sk: () => 'TOKEN' },
    byCompany: { index: 'gsi1', pk: (t) => `${companyPartition(t.company_id)}#TOKENS`, sk: (t) => `TOKEN#${sortableId(t.id)}` },
  },
});

export type ApiToken = z.infer<typeof apiTokenEntity.schema>;
