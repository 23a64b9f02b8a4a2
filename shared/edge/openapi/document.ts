import packageJson from '../../../package.json' with { type: 'json' };
import type { RouteDefinition } from '../http/route';
import { documentDescription } from './description';
import { addOperationExamples } from './examples';
import { buildOperation } from './operation';
import { openApiPath } from './parameters';
import { errorResponses, responseHeaders } from './responses';
import { SchemaComponents } from './schema-components';
import { securitySchemes } from './security';
import { withServer } from './servers';
import { documentTags } from './tags';
import type { OpenApiDocument, PathItemObject } from './types';

/** Options of the generated document. */
export interface OpenApiOptions {
  /** Base URL clients call (the `servers` entry); omitted when undefined. @default undefined */
  serverUrl?: string;
}

/**
 * Builds the OpenAPI 3.1 document of `routes` (routes marked `internal` are left out): paths,
 * operations, parameters and bodies from the zod schemas with a request and success example each, the spec's envelopes and error
 * responses, security, and the shared conventions in `info.description`.
 *
 * @example const document = buildOpenApiDocument(manifest, { serverUrl: config().publicBaseUrl });
 */
export function buildOpenApiDocument(
  routes: readonly RouteDefinition[],
  options: OpenApiOptions = {},
): OpenApiDocument {
  const components = new SchemaComponents();
  const paths: Record<string, PathItemObject> = {};
  const documented = routes.filter((route) => !route.internal);
  for (const route of documented) {
    const method = route.method.toLowerCase() as keyof PathItemObject;
    const path = openApiPath(route.path);
    const item = paths[path] ?? {};
    paths[path] = item;
    item[method] = buildOperation(route, components);
  }
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: { title: 'Commerce Platform API', version: packageJson.version, description: documentDescription() },
    tags: documentTags(documented),
    paths,
    components: {
      schemas: {},
      responses: errorResponses(components),
      headers: responseHeaders(),
      securitySchemes: securitySchemes(),
    },
  };
  document.components.schemas = components.finalize(document);
  addOperationExamples(document, documented);
  return withServer(document, options.serverUrl);
}
