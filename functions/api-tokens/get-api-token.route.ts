import { defineRoute } from '../../shared/edge/http/route';
import { apiTokenParams, apiTokenResponse } from './schemas';
import { permission } from './route-common';

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
