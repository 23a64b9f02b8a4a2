import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';
import { sortableId } from '../../platform/ids';

/**
 * Pointer from a token's id to its hash, in the owning company's partition. Written in the same
 * transaction as the token, so show and revoke are strongly consistent GetItems (a GSI could lag
 * behind a token created a moment ago) and can never reach another company's token.
 */
export const apiTokenRefEntity = defineEntity({
  name: 'api_token_ref',
  schema: () =>
    z.object({
      id: z.number().int(),
      company_id: z.number().int(),
      hash: z.string(),
    }),
  keys: {
    primary: { pk: (r) => companyPartition(r.company_id), sk: (r) => `TOKEN#${sortableId(r.id)}` },
  },
});
