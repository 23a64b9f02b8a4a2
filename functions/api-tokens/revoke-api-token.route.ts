import { defineRoute } from '../../shared/edge/http/route';
import { apiTokenParams, apiTokenResponse } from './schemas';
import { permission } from './route-common';

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
