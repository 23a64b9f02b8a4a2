import { brotliCompressSync, constants } from 'node:zlib';
import { buildOpenApiDocument } from '../../shared/edge/openapi/document';
import { manifest } from '../manifest';

/**
 * The OpenAPI document of the manifest, without the deployment's `servers` entry (get-openapi adds
 * it), as brotli-compressed JSON: 1.1 MB of JSON is ~60 KB this way. Built from every route's zod
 * schemas here; the build calls this once and writes the bytes beside the get-openapi bundle,
 * which reads them in its place (a precomputed asset, lib/bundling/precomputed-modules.ts): the
 * deployed function neither bundles those schemas nor builds the document at run time, and its
 * cold start neither parses nor holds the document.
 */
export async function compressedOpenApiDocument(): Promise<Uint8Array> {
  return brotliCompressSync(JSON.stringify(buildOpenApiDocument(manifest)), {
    // Quality 9 of 11: within a few KB of the smallest, in a tenth of the build time.
    params: { [constants.BROTLI_PARAM_QUALITY]: 9 },
  });
}
