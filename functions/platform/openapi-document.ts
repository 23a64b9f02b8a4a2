import { brotliCompressSync, constants } from 'node:zlib';
import { buildOpenApiDocument } from '../../shared/edge/openapi/document';
import { manifest } from '../manifest';

/**
 * The OpenAPI document of the manifest, without the deployment's `servers` entry (get-openapi adds
 * it), as brotli-compressed JSON in base64: 1.1 MB of JSON is ~80 KB this way. Built from every
 * route's zod schemas here; the build step replaces this module with its value
 * (lib/bundling/precomputed-modules.ts), so the deployed function neither bundles those schemas
 * nor builds the document at run time, and its cold start does not read a megabyte of string.
 */
export const compressedOpenApiDocument: string = brotliCompressSync(JSON.stringify(buildOpenApiDocument(manifest)), {
  // Quality 9 of 11: within a few KB of the smallest, in a tenth of the build time.
  params: { [constants.BROTLI_PARAM_QUALITY]: 9 },
}).toString('base64');

