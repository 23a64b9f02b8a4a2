import {
  acceptsIdempotencyKey,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_TTL_SECONDS,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  REPLAYED_HEADER,
} from '../http/idempotency-key';
import type { RouteDefinition } from '../http/route';
import type { SchemaComponents } from './schema-components';
import type { JsonSchema, ParameterObject } from './types';

/** API Gateway's greedy `{proxy+}` becomes OpenAPI's `{proxy}`; plain `{uuid}` is already OpenAPI syntax. */
export function openApiPath(gatewayPath: string): string {
  return gatewayPath.replace(/\{([A-Za-z0-9_]+)\+\}/g, '{$1}');
}

/** One parameter per `{name}` of the path, typed by the route's params schema (a string when it has none). */
export function pathParameters(route: RouteDefinition, components: SchemaComponents): ParameterObject[] {
  const names = [...route.path.matchAll(/\{([A-Za-z0-9_]+)\+?\}/g)].map((match) => match[1]!);
  const shape = route.request?.params
    ? objectShape(components.resolve(components.convert(route.request.params, 'input', `${route.id}.params`)))
    : undefined;
  return names.map((name) => {
    const { description, ...schema } = shape?.properties[name] ?? { type: 'string' };
    return withDescription({ name, in: 'path', required: true, style: 'simple', schema }, description);
  });
}

/** The request headers a route reads: `X-Service-Shop` and `Idempotency-Key`. */
export function headerParameters(route: RouteDefinition): ParameterObject[] {
  return [...shopHeaderParameters(route), ...idempotencyKeyParameters(route)];
}

/**
 * `X-Service-Shop` on the routes that name their shop the storefront way, so "Try it out" can send
 * it; optional, because the `Host` subdomain or a public token name the shop too.
 */
function shopHeaderParameters(route: RouteDefinition): ParameterObject[] {
  if (route.auth.kind !== 'shop' && !route.namesShop) return [];
  const description =
    'The shop identifier (the company subdomain, e.g. `demo` locally) naming the shop this request is for. Optional when the `Host` subdomain of the storefront domain or a public token names it; first match wins: public token, this header, `Host`. An unknown shop → 404.';
  return [
    {
      name: 'X-Service-Shop',
      in: 'header',
      required: false,
      description,
      schema: { type: 'string', minLength: 1, example: 'demo' },
    },
  ];
}

/** The `Idempotency-Key` header of the routes that accept one (shared/edge/http/middlewares/idempotency.ts). */
function idempotencyKeyParameters(route: RouteDefinition): ParameterObject[] {
  if (!acceptsIdempotencyKey(route)) return [];
  const description = [
    `Optional key (1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} printable ASCII characters, e.g. a UUID) that makes a retry safe: the first successful response for this key is stored for ${IDEMPOTENCY_TTL_SECONDS / 3600} hours,`,
    `scoped to the calling credential (another token of the same company never receives it; for unauthenticated routes, to this route and path), and replayed with the same status and body plus \`${REPLAYED_HEADER}: true\` to a retry with the same method, path and body.`,
    'The same key with a different request → **422**; a retry while the first request is still running → **409** (retry later). A failed request stores nothing, so it can be retried with the same key.',
  ].join(' ');
  return [
    {
      name: IDEMPOTENCY_HEADER,
      in: 'header',
      required: false,
      description,
      schema: { type: 'string', minLength: 1, maxLength: MAX_IDEMPOTENCY_KEY_LENGTH },
    },
  ];
}

/**
 * The query parameters of a route. Nested objects are flattened into the bracket names the
 * query parser reads (`page: {cursor, limit}` → `page[cursor]`, `page[limit]`); arrays repeat
 * the key (`ids=1&ids=2`); free-form objects (records) use `deepObject` (`filter[status]=x`).
 */
export function queryParameters(route: RouteDefinition, components: SchemaComponents): ParameterObject[] {
  if (!route.request?.query) return [];
  const root = components.resolve(components.convert(route.request.query, 'input', `${route.id}.query`));
  const parameters: ParameterObject[] = [];
  const visit = (schema: JsonSchema, prefix: string, required: boolean) => {
    const shape = objectShape(schema);
    if (!shape) return;
    for (const [key, property] of Object.entries(shape.properties)) {
      const name = prefix ? `${prefix}[${key}]` : key;
      const isRequired = required && shape.required.includes(key);
      const resolved = components.resolve(property);
      if (objectShape(resolved)) {
        visit(resolved, name, isRequired);
        continue;
      }
      const { description, ...schema } = property;
      const style = isFreeFormObject(resolved) ? 'deepObject' : 'form';
      parameters.push(
        withDescription({ name, in: 'query', required: isRequired, style, explode: true, schema }, description),
      );
    }
  };
  visit(root, '', true);
  return parameters;
}

interface ObjectShape {
  properties: Record<string, JsonSchema>;
  required: string[];
}

/** The properties of an object schema with declared properties, else undefined. */
function objectShape(schema: JsonSchema): ObjectShape | undefined {
  if (schema.type !== 'object' || typeof schema.properties !== 'object' || schema.properties === null) return undefined;
  return {
    properties: schema.properties as Record<string, JsonSchema>,
    required: Array.isArray(schema.required) ? (schema.required as string[]) : [],
  };
}

function isFreeFormObject(schema: JsonSchema): boolean {
  return schema.type === 'object' && schema.properties === undefined;
}

function withDescription(parameter: ParameterObject, description: unknown): ParameterObject {
  return typeof description === 'string' ? { ...parameter, description } : parameter;
}
