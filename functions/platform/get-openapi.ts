import { brotliDecompressSync } from 'node:zlib';
import { config } from '../../shared/platform/config';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { rawReply } from '../../shared/edge/http/reply';
import { withServer } from '../../shared/edge/openapi/servers';
import { compressedOpenApiDocument } from './openapi-document';
import { getOpenApiRoute } from './routes';

let body: string | undefined;

/**
 * The OpenAPI 3.1 document, as is (not wrapped in the success envelope), with this deployment's
 * URL: the document generated at build time (openapi-document.ts), decompressed by the
 * container's first request (~6 ms).
 */
export const handler = defineHandler(getOpenApiRoute, async () => {
  body ??= JSON.stringify(withServer(JSON.parse(brotliDecompressSync(Buffer.from(compressedOpenApiDocument, 'base64')).toString('utf8')), config().publicBaseUrl));
  return rawReply(body, 'application/json', { headers: { 'cache-control': 'public, max-age=300' } });
});
