import { defineRoute } from '../../shared/edge/http/route';
import { apiTokenSchema } from './schemas';
import { permission } from './route-common';
import { z } from 'zod';
import { boundedText } from '../../shared/platform/schema/storable';

/** The token as answered once, at creation: with its secret. */
const createdApiTokenSchema = apiTokenSchema
  .extend({ token: z.string().describe('The secret. Shown only in this response; store it now.') })
  .meta({ id: 'CreatedApiToken' });

/** Body of POST /api/company/api_tokens. */
const createApiTokenBody = z.object({
  api_token: z.object({
    kind: z.enum(['company', 'partner', 'public']),
    name: boundedText(400).trim().min(1).max(100),
    role: boundedText(256)
      .max(64)
      .nullish()
      .describe(
        'Role key (`catalog_editor`) or its name as `GET /api/company/roles` lists it (`Catalog Editor`); the token answers the key. Required for partner tokens, optional for public tokens, blank for company tokens',
      ),
    expires_at: z.iso
      .datetime({ offset: true })
      .nullish()
      .describe('Optional expiry in the future; the token answers 401 afterwards'),
  }),
});

const createdApiTokenResponse = z.object({ api_token: createdApiTokenSchema });

/** POST /api/company/api_tokens: creates a company, partner or public token; the secret is answered once. */
export const createApiTokenRoute = defineRoute({
  id: 'createApiToken',
  method: 'POST',
  path: '/api/company/api_tokens',
  handler: 'api-tokens/create-api-token',
  surface: 'admin',
  auth: { kind: 'bearer', permission },
  summary: 'Create an API token',
  description:
    "Company tokens hold every permission; partner tokens hold their role's permissions and may expire; public tokens are clamped to `storefront.view` and only name their shop on the public storefront reads (every company endpoint answers them 403). " +
    'A token never holds a permission its creator lacks (403). The secret is in `api_token.token` in this response only. Rotation is create + revoke.',
  request: { body: createApiTokenBody },
  response: { status: 201, body: createdApiTokenResponse },
  errors: ['conflict'],
});
