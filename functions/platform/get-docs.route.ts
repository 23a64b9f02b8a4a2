import { defineRoute } from '../../shared/edge/http/route';

/** GET /api/docs: a readable API reference page (Swagger UI served from this API, no CDN). */
export const getDocsRoute = defineRoute({
  id: 'getDocsPage',
  method: 'GET',
  path: '/api/docs',
  handler: 'platform/get-docs',
  surface: 'platform',
  auth: { kind: 'none' },
  summary: 'Interactive API reference',
  response: { status: 200, contentType: 'text/html' },
});
