import { z } from 'zod';
import { defineEntity } from '../../platform/db/entity';

/**
 * An emailed sign-in code challenge, keyed by its random id (the `uuid` the buyer sends back with the
 * code). Only a hash of the code is stored. `customer_id` is null when the email names no customer
 * of the shop: the challenge is still answered and stored the same way, and no code ever confirms it,
 * so asking reveals nothing. `ttl` lets DynamoDB clean up; expiry is enforced by the confirm condition.
 */
export const signInCodeEntity = defineEntity({
  name: 'customer_sign_in_code',
  schema: () =>
    z.object({
      id: z.string(),
      company_id: z.number().int(),
      customer_id: z.number().int().nullable(),
      code_hash: z.string(),
      attempts: z.number().int(),
      created_at: z.string(),
      expires_at: z.string(),
      used_at: z.string().nullable(),
      ttl: z.number().int(),
    }),
  keys: { primary: { pk: (c) => `SIGNINCODE#${c.id}`, sk: () => 'SIGNINCODE' } },
});

export type SignInCode = z.infer<typeof signInCodeEntity.schema>;
