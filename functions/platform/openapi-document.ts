import { brotliCompressSync, constants } from 'node:zlib';
import { buildOpenApiDocument } from '../../shared/edge/openapi/document';
import { manifest } from '../manifest';

/**
 * The OpenAPI document of the manifest, without the deployment's `servers` entry (get-openapi adds
 * it), as brotli-compressed JSON (~60 KB for 1.1 MB). The build calls this once and writes the bytes
 * beside the get-openapi bundle (lib/bundling/precomputed-modules.ts), so the deployed function
 * neither bundles the route schemas nor builds or holds the document.
 */
export async function compressedOpenApiDocument(): Promise<Uint8Array> {
  return brotliCompressSync(JSON.stringify(buildOpenApiDocument(manifest)), {
    // Quality 9 of 11: within a few KB of the smallest, in a tenth of the build time.
    params: { [constants.BROTLI_PARAM_QUALITY]: 9 },
  });
}
