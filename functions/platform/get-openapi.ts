import { config } from '../../shared/platform/config';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { rawReply } from '../../shared/edge/http/reply';
import { openApiDocument } from '../../shared/edge/openapi/document';
import { manifest } from '../manifest';
import { getOpenApiRoute } from './routes';

let body: string | undefined;

/** The OpenAPI 3.1 document, as is (not wrapped in the success envelope); built once per container. */
export const handler = defineHandler(getOpenApiRoute, async () => {
  body ??= JSON.stringify(openApiDocument(manifest, { serverUrl: config().publicBaseUrl }));
  return rawReply(body, 'application/json', { headers: { 'cache-control': 'public, max-age=300' } });
});
