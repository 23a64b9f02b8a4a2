import type { RouteDefinition } from '../http/route';
import { exampleValue, type ResolveSchema } from './example-value';
import { openApiPath } from './parameters';
import type { JsonSchema, MediaTypeObject, OpenApiDocument, ResponseObject } from './types';

const JSON_TYPE = 'application/json';
const EXAMPLE_META = { request_id: 'a1b2c3d4-e5f6-4a5b-8c9d-0e1f2a3b4c5d', timestamp: '2026-04-01T12:00:00.000Z' };

/**
 * Sets the request body example and the success response example of every route's operation in
 * `document` (in place, once its schemas are final): the route's `examples` override where it
 * declares one, else a value derived from the operation's JSON Schema. Swagger UI's "Try it out"
 * pre-fills the request example.
 */
export function addOperationExamples(document: OpenApiDocument, routes: readonly RouteDefinition[]): void {
  const resolve = documentResolver(document);
  for (const route of routes) {
    const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase() as 'get'];
    if (!operation) continue;
    const request = operation.requestBody?.content[JSON_TYPE];
    if (request?.schema) request.example = route.examples?.request ?? exampleValue(request.schema, resolve);
    const success = (operation.responses[String(route.response.status)] as ResponseObject).content?.[JSON_TYPE];
    if (success?.schema && route.response.body) success.example = successExample(route, success, resolve);
  }
}

function successExample(route: RouteDefinition, success: MediaTypeObject, resolve: ResolveSchema): unknown {
  const derived = exampleValue(success.schema!, resolve) as Record<string, unknown>;
  const meta = { ...(derived.meta as object), ...EXAMPLE_META };
  const payload = route.examples?.response ?? withoutEnvelope(derived);
  return { ...(payload as object), status: route.response.status, meta };
}

function withoutEnvelope({
  status: _status,
  meta: _meta,
  ...payload
}: Record<string, unknown>): Record<string, unknown> {
  return payload;
}

function documentResolver(document: OpenApiDocument): ResolveSchema {
  const prefix = '#/components/schemas/';
  return (schema: JsonSchema) => {
    let current = schema;
    while (typeof current.$ref === 'string' && current.$ref.startsWith(prefix))
      current = document.components.schemas[current.$ref.slice(prefix.length)] ?? {};
    return current;
  };
}
