import { z } from 'zod';
import { defineEntity } from '../../platform/db/entity';

/**
 * A single-use sign-in link, keyed by the SHA-256 of its secret (the secret itself is only in the
 * email). `ttl` lets DynamoDB clean up; expiry is enforced by the redeem condition, never by TTL.
 */
export const signInLinkEntity = defineEntity({
  name: 'sign_in_link',
  schema: () =>
    z.object({
      hash: z.string(),
      company_id: z.number().int(),
      member_id: z.number().int(),
      created_at: z.string(),
      expires_at: z.string(),
      used_at: z.string().nullable(),
      ttl: z.number().int(),
    }),
  keys: {
    primary: { pk: (l) => `SIGNIN#${l.hash}`, sk: () => 'SIGNIN' },
  },
});
