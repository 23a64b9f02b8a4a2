import { defineRoute } from '../../shared/edge/http/route';
import { createApiTokenBody, createdApiTokenResponse } from './schemas';
import { permission } from './route-common';

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
    'Company tokens hold every permission; partner tokens hold their role\'s permissions and may expire; public tokens are clamped to `storefront.view` and only name their shop on the public storefront reads (every company endpoint answers them 403). ' +
    'A token never holds a permission its creator lacks (403). The secret is in `api_token.token` in this response only. Rotation is create + revoke.',
  request: { body: createApiTokenBody },
  response: { status: 201, body: createdApiTokenResponse },
  errors: ['conflict'],
});
