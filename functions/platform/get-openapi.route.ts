import { defineRoute } from '../../shared/edge/http/route';

/** GET /api/openapi.json: the OpenAPI 3.1 document generated from the manifest. */
export const getOpenApiRoute = defineRoute({
  id: 'getOpenApiDocument',

  method: 'GET',
  path: '/api/openapi.json',
  handler: 'platform/get-openapi',
  surface: 'platform',
  auth: { kind: 'none' },
  summary: 'OpenAPI 3.1 document of this API',
  response: { status: 200, contentType: 'application/json' },
});
