import { defineRoute } from '../../shared/edge/http/route';
import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { apiTokenListResponse, apiTokenParams, apiTokenResponse, createApiTokenBody, createdApiTokenResponse } from './schemas';

const permission = 'tokens.manage' as const;

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

/** GET /api/company/api_tokens: the company's tokens, newest first, without secrets. */
export const listApiTokensRoute = defineRoute({
  id: 'listApiTokens',
  method: 'GET',
  path: '/api/company/api_tokens',
  handler: 'api-tokens/list-api-tokens',
  surface: 'admin',
  auth: { kind: 'bearer', permission },
  summary: 'List API tokens',
  request: { query: offsetPageQuery() },
  response: { status: 200, body: apiTokenListResponse },
  pagination: 'offset',
});

/** GET /api/company/api_tokens/{id}: one token, without its secret. */
export const getApiTokenRoute = defineRoute({
  id: 'getApiToken',
  method: 'GET',
  path: '/api/company/api_tokens/{id}',
  handler: 'api-tokens/get-api-token',
  surface: 'admin',
  auth: { kind: 'bearer', permission },
  summary: 'Show an API token',
  request: { params: apiTokenParams },
  response: { status: 200, body: apiTokenResponse },
});

/** DELETE /api/company/api_tokens/{id}: revokes a token; its next call answers 401. */
export const revokeApiTokenRoute = defineRoute({
  id: 'revokeApiToken',
  method: 'DELETE',
  path: '/api/company/api_tokens/{id}',
  handler: 'api-tokens/revoke-api-token',
  surface: 'admin',
  auth: { kind: 'bearer', permission },
  summary: 'Revoke an API token',
  description:
    "Takes effect immediately. Revoking a revoked token answers it unchanged. Revoking a partner token also deactivates the callback registrations it owns, so the company's next registration in line answers those callbacks.",
  request: { params: apiTokenParams },
  response: { status: 200, body: apiTokenResponse },
});

export const apiTokenRoutes = [createApiTokenRoute, listApiTokensRoute, getApiTokenRoute, revokeApiTokenRoute];
