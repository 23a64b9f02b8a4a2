import { brotliDecompressSync } from 'node:zlib';
import { config } from '../../shared/platform/config';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { rawReply } from '../../shared/edge/http/reply';
import { withServer } from '../../shared/edge/openapi/servers';
import type { OpenApiDocument } from '../../shared/edge/openapi/types';
import { compressedOpenApiDocument } from './openapi-document';
import { getOpenApiRoute } from './get-openapi.route';

let body: Promise<string> | undefined;

/** The document with this deployment's `servers` entry, as the response body. */
async function documentBody(): Promise<string> {
  const document = JSON.parse(
    brotliDecompressSync(await compressedOpenApiDocument()).toString('utf8'),
  ) as OpenApiDocument;
  return JSON.stringify(withServer(document, config().publicBaseUrl));
}

/**
 * The OpenAPI 3.1 document, as is (not wrapped in the success envelope), with this deployment's
 * URL: the document generated at build time (openapi-document.ts, a file beside the bundle),
 * read and decompressed by the container's first request; a failed read is retried by the next
 * request.
 */
export const handler = defineHandler(getOpenApiRoute, async () => {
  body ??= documentBody().catch((error: unknown) => {
    body = undefined;
    throw error;
  });
  return rawReply(await body, 'application/json', { headers: { 'cache-control': 'public, max-age=300' } });
});
