import { defineRoute } from '../../shared/edge/http/route';
import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { apiTokenSchema } from './schemas';
import { permission } from './route-common';
import { z } from 'zod';

const apiTokenListResponse = z.object({ api_tokens: z.array(apiTokenSchema) });

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
