import { z } from 'zod';
import { listedTokenKinds } from '../../shared/domains/auth/api-token-entity';
import { permissions } from '../../shared/domains/auth/permissions';
import { boundedText, storableIdParam } from '../../shared/platform/schema/storable';

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

/** The token as answered once, at creation: with its secret. */
export const createdApiTokenSchema = apiTokenSchema
  .extend({ token: z.string().describe('The secret. Shown only in this response; store it now.') })
  .meta({ id: 'CreatedApiToken' });

/** Body of POST /api/company/api_tokens. */
export const createApiTokenBody = z.object({
  api_token: z.object({
    kind: z.enum(['company', 'partner', 'public']),
    name: boundedText(400).trim().min(1).max(100),
    role: boundedText(256).max(64).nullish().describe('Role key (`catalog_editor`) or its name as `GET /api/company/roles` lists it (`Catalog Editor`); the token answers the key. Required for partner tokens, optional for public tokens, blank for company tokens'),
    expires_at: z.iso.datetime({ offset: true }).nullish().describe('Optional expiry in the future; the token answers 401 afterwards'),
  }),
});

/** Path of one token. */
export const apiTokenParams = z.object({ id: storableIdParam });

export const apiTokenResponse = z.object({ api_token: apiTokenSchema });
export const createdApiTokenResponse = z.object({ api_token: createdApiTokenSchema });
export const apiTokenListResponse = z.object({ api_tokens: z.array(apiTokenSchema) });
