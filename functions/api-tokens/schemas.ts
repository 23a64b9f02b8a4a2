import { z } from 'zod';
import { listedTokenKinds } from '../../shared/domains/auth/api-token-entity';
import { permissions } from '../../shared/domains/auth/permissions';
import { storableIdParam } from '../../shared/platform/schema/storable';

/** An API token as listed and shown: never the secret. */
export const apiTokenSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    kind: z.enum(listedTokenKinds),
    prefix: z.string().describe('Recognisable prefix of the secret (`cmp_`, `prt_`, `pub_`, `rat_`)'),
    last_four: z.string().describe('Last four characters of the secret, to tell tokens apart'),
    role: z.string().nullable().describe('Role key the token was created with (partner and public tokens)'),
    permissions: z.array(z.enum(permissions)),
    created_at: z.iso.datetime(),
    last_used_at: z.iso.datetime().nullable().describe('Last use, to a precision of 15 minutes'),
    expires_at: z.iso.datetime().nullable(),
    revoked_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ApiToken' });

/** Path of one token. */
export const apiTokenParams = z.object({ id: storableIdParam });

export const apiTokenResponse = z.object({ api_token: apiTokenSchema });
