import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';

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
