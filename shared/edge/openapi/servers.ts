import type { OpenApiDocument } from './types';

/**
 * `document` with the `servers` entry of `serverUrl` (after `info`), or as it is when undefined.
 * The deployment's URL is only known at run time, so get-openapi adds it to the document the
 * build generated (functions/platform/openapi-document.ts); a module of its own so that function's
 * bundle holds none of the document builder.
 */
export function withServer(document: OpenApiDocument, serverUrl: string | undefined): OpenApiDocument {
  if (!serverUrl) return document;
  const { openapi, info, ...rest } = document;
  return { openapi, info, servers: [{ url: serverUrl, description: 'This deployment' }], ...rest };
}
