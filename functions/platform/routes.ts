import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';

/** Catch-all for paths and methods no route declares (the HTTP API's `$default` route). */
export const routeNotFoundRoute = defineRoute({
  id: 'routeNotFound',
  method: 'GET',
  path: '$default',
  handler: 'platform/route-not-found',
  surface: 'platform',
  auth: { kind: 'none' },
  summary: 'Answers 404 or 405 envelopes for requests no route matches',
  response: { status: 404 },
  internal: true,
});

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

/** GET /api/docs/assets/{asset}: the docs page's static files. */
export const getDocsAssetRoute = defineRoute({
  id: 'getDocsAsset',
  method: 'GET',
  path: '/api/docs/assets/{asset}',
  handler: 'platform/get-docs-asset',
  surface: 'platform',
  auth: { kind: 'none' },
  summary: 'Static asset of the API reference page',
  request: { params: z.object({ asset: z.string().max(64) }) },
  response: { status: 200, contentType: 'application/octet-stream' },
});

export const platformRoutes = [routeNotFoundRoute, getOpenApiRoute, getDocsRoute, getDocsAssetRoute];
