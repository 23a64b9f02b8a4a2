import { defineHandler } from '../../shared/edge/http/define-handler';
import { NotFound } from '../../shared/platform/errors/domain-error';
import { rawReply } from '../../shared/edge/http/reply';
import { createDocsAssetStore } from '../../shared/edge/openapi/docs-assets';
import { getDocsAssetRoute } from './get-docs-asset.route';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=300';

// In Lambda the files sit in `swagger-ui/` next to this bundled handler; locally they come from node_modules.
const assets = createDocsAssetStore({ handlerUrl: import.meta.url });

/** One allow-listed file of the reference page; a URL carrying the current `?v=` is cached for good. */
export const handler = defineHandler(getDocsAssetRoute, async ({ params, event }) => {
  const gzip = /\bgzip\b/i.test(event.headers?.['accept-encoding'] ?? '');
  const asset = await assets.get(params.asset, { gzip });
  if (!asset) throw new NotFound('Docs asset');
  const headers: Record<string, string> = {
    'cache-control': event.queryStringParameters?.v === asset.version ? IMMUTABLE : REVALIDATE,
    'x-content-type-options': 'nosniff',
  };
  if (asset.compressible) headers.vary = 'accept-encoding';
  if (asset.contentEncoding) headers['content-encoding'] = asset.contentEncoding;
  return rawReply(asset.body, asset.contentType, { isBase64Encoded: asset.isBase64Encoded, headers });
});
