import { gunzipSync } from 'node:zlib';
import { compileErrors, validate } from '@readme/openapi-parser';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { companySchema } from '../../functions/company/schemas';
import { manifest } from '../../functions/manifest';
import { handler as docsAssetHandler } from '../../functions/platform/get-docs-asset';
import { handler as docsPageHandler } from '../../functions/platform/get-docs';
import { handler as openApiHandler } from '../../functions/platform/get-openapi';
import { config } from '../../shared/platform/config';
import {
  cursorPageQuery,
  offsetPageQuery,
  PAGE_LIMIT_DEFAULT,
  PAGE_LIMIT_MAX,
} from '../../shared/platform/schema/pagination';
import { defineRoute, type RouteDefinition } from '../../shared/edge/http/route';
import { docsAssetVersion } from '../../shared/edge/openapi/docs-assets';
import { buildOpenApiDocument } from '../../shared/edge/openapi/document';
import { CONVENTIONS_SUMMARY } from '../../shared/edge/openapi/description';
import type {
  OpenApiDocument,
  OperationObject,
  ParameterObject,
  ResponseObject,
} from '../../shared/edge/openapi/types';
import { apiGatewayEvent, testContext } from '../helpers/api-gateway-event';

process.env.CURSOR_SIGNING_KEY ||= 'test';

/** Routes exercising what the manifest may not have yet: cursor and offset queries, a body, a cart token. */
const cursorListRoute = defineRoute({
  id: 'testListCursor',
  method: 'GET',
  path: '/api/v202604/company/test-things',
  handler: 'test/none',
  surface: 'storefront',
  auth: { kind: 'bearer', permission: 'storefront.view' },
  summary: 'Cursor list used by the OpenAPI tests',
  request: {
    query: cursorPageQuery().extend({
      filter: z.object({ status: z.enum(['active', 'inactive']).optional() }).optional(),
    }),
  },
  response: { status: 200, body: z.object({ things: z.array(z.string()) }) },
  pagination: 'cursor',
});
const offsetListRoute = defineRoute({
  id: 'testListOffset',
  method: 'GET',
  path: '/api/test-things',
  handler: 'test/none',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'company.view' },
  summary: 'Offset list used by the OpenAPI tests',
  request: { query: offsetPageQuery() },
  response: { status: 200, body: z.object({ things: z.array(z.string()) }) },
  pagination: 'offset',
});
const cartBodyRoute = defineRoute({
  id: 'testApplyDiscount',
  method: 'POST',
  path: '/api/checkout/v2026-04/test_carts/{cart_token}/discount',
  handler: 'test/none',
  surface: 'checkout',
  auth: { kind: 'cart_token' },
  summary: 'Body route used by the OpenAPI tests',
  request: { params: z.object({ cart_token: z.string() }), body: z.object({ discount_code: z.string().min(1) }) },
  response: { status: 200, body: z.object({ applied: z.boolean() }) },
});
const testRoutes: RouteDefinition[] = [cursorListRoute, offsetListRoute, cartBodyRoute];

const documented = manifest.filter((route) => !route.internal);

/**
 * Each document built once for the tests that only read it (a build walks every route's schemas);
 * the validity test builds its own, since the validator may dereference what it reads.
 */
const once = <T>(build: () => T) => {
  let value: T | undefined;
  return () => (value ??= build());
};
const manifestDocument = once(() => buildOpenApiDocument(manifest));
const withTestRoutes = once(() => buildOpenApiDocument([...manifest, ...testRoutes]));

function operationOf(document: OpenApiDocument, route: RouteDefinition): OperationObject | undefined {
  const method = route.method.toLowerCase() as keyof OpenApiDocument['paths'][string];
  return document.paths[route.path.replace(/\{([A-Za-z0-9_]+)\+\}/g, '{$1}')]?.[method];
}

function allOperations(document: OpenApiDocument): OperationObject[] {
  return Object.values(document.paths).flatMap((item) => Object.values(item));
}

/** The JSON schema of an operation's success response. */
function successSchema(operation: OperationObject, status = '200'): Record<string, any> {
  const response = operation.responses[status] as ResponseObject;
  return response.content!['application/json']!.schema as Record<string, any>;
}

function queryNames(operation: OperationObject | undefined): string[] {
  return (operation?.parameters ?? [])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => parameter.name);
}

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document (manifest alone and with list, body and cart-token routes)', async () => {
    for (const document of [
      buildOpenApiDocument(manifest),
      buildOpenApiDocument([...manifest, ...testRoutes], { serverUrl: 'https://api.example.com' }),
    ]) {
      // validate() dereferences its argument in place; keep the built document intact.
      const result = await validate(structuredClone(document) as never);
      expect(result.valid ? '' : compileErrors(result)).toBe('');
      expect(document.openapi).toBe('3.1.0');
    }
  });

  it('the validator rejects a dangling $ref (guards against a vacuous validity check)', async () => {
    const broken = structuredClone(manifestDocument());
    const operation = allOperations(broken)[0]!;
    operation.responses['599'] = { $ref: '#/components/responses/DoesNotExist' };
    const result = await validate(broken as never).catch(() => ({ valid: false }));
    expect(result.valid).toBe(false);
  });

  it('lists every non-internal manifest route under its path and method with operationId = route id', () => {
    const document = manifestDocument();
    for (const route of documented) {
      expect(operationOf(document, route)?.operationId, `${route.method} ${route.path}`).toBe(route.id);
      expect(operationOf(document, route)?.tags).toHaveLength(1);
    }
    expect(allOperations(document)).toHaveLength(documented.length);
  });

  it('tags operations per resource (no tag holds most of the API) and describes every tag used', () => {
    const document = withTestRoutes();
    const counts = new Map<string, number>();
    for (const operation of allOperations(document))
      for (const tag of operation.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    expect(document.tags.map((tag) => tag.name).sort()).toEqual([...counts.keys()].sort());
    expect(Math.max(...counts.values())).toBeLessThan(allOperations(document).length / 4);
    expect(operationOf(document, manifest.find((route) => route.id === 'createDroplet')!)?.tags).toEqual(['Droplets']);
    expect(operationOf(document, manifest.find((route) => route.id === 'listWebhookDeliveries')!)?.tags).toEqual([
      'Webhook deliveries',
    ]);
    expect(document.tags.find((tag) => tag.name === 'Droplets')?.description).toContain('offset pagination');
  });

  it('leaves internal routes (the gateway catch-all) out', () => {
    const operationIds = allOperations(manifestDocument()).map((operation) => operation.operationId);
    for (const route of manifest.filter((candidate) => candidate.internal))
      expect(operationIds).not.toContain(route.id);
  });

  it('bearer routes declare the bearer scheme, x-permission, 401 and 403; shop routes the shop header, a public token or the host; others declare security []', () => {
    const document = withTestRoutes();
    for (const route of [...documented, ...testRoutes]) {
      const operation = operationOf(document, route)!;
      if (route.auth.kind === 'bearer') {
        expect(operation.security).toEqual([{ bearerAuth: [] }]);
        expect(operation['x-permission']).toBe(route.auth.permission);
        expect(operation.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
        expect(operation.responses['403']).toEqual({ $ref: '#/components/responses/Forbidden' });
      } else if (route.auth.kind === 'customer' || route.auth.kind === 'member') {
        expect(operation.security).toEqual([{ bearerAuth: [] }]);
        expect(operation.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
        expect(operation.responses['403']).toEqual({ $ref: '#/components/responses/Forbidden' });
      } else if (route.auth.kind === 'shop') {
        expect(operation.security).toEqual([{ shopHeader: [] }, { bearerAuth: [] }, {}]);
        expect(operation.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
      } else {
        expect(operation.security).toEqual([]);
        expect(operation['x-permission']).toBeUndefined();
        // Only a credential in the path or body (a sign-in link) can answer 401 without a bearer.
        expect(operation.responses['401'] === undefined).toBe(!route.errors?.includes('unauthorized'));
      }
    }
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('query bracket keys appear as literal parameter names (page[cursor], page[limit], filter[status])', () => {
    const document = withTestRoutes();
    const cursor = operationOf(document, cursorListRoute);
    expect(queryNames(cursor)).toEqual(['page[cursor]', 'page[limit]', 'filter[status]']);
    const limit = cursor!.parameters!.find((parameter) => parameter.name === 'page[limit]') as ParameterObject;
    expect(limit).toMatchObject({ in: 'query', required: false, style: 'form', explode: true });
    expect(limit.schema).toMatchObject({ type: 'integer', maximum: PAGE_LIMIT_MAX });
    expect(limit.schema).not.toHaveProperty('default');
    expect(limit.description ?? limit.schema.description).toContain(`Default: \`${PAGE_LIMIT_DEFAULT}\``);
    expect(queryNames(operationOf(document, offsetListRoute))).toEqual(['page', 'per_page']);
    for (const route of documented.filter((candidate) => candidate.request?.query)) {
      for (const name of queryNames(operationOf(document, route)))
        expect(name, route.id).toMatch(/^[^[\]]+(\[[^[\]]+\])*$/);
    }
  });

  it('list responses carry meta.pagination of their style', () => {
    const document = withTestRoutes();
    const metaRef = (route: RouteDefinition) => successSchema(operationOf(document, route)!).properties.meta;
    expect(metaRef(cursorListRoute)).toEqual({ $ref: '#/components/schemas/CursorPageMeta' });
    expect(metaRef(offsetListRoute)).toEqual({ $ref: '#/components/schemas/OffsetPageMeta' });
    expect(metaRef(cartBodyRoute)).toEqual({ $ref: '#/components/schemas/Meta' });
  });

  it('routes with a body declare the JSON request body and 400, 413, 415 and 422', () => {
    const operation = operationOf(withTestRoutes(), cartBodyRoute)!;
    expect(operation.requestBody).toMatchObject({
      required: true,
      content: { 'application/json': { schema: { type: 'object', required: ['discount_code'] } } },
    });
    for (const status of ['400', '413', '415', '422', '429', '500'])
      expect(operation.responses[status], status).toBeDefined();
    expect(operation.description).toContain('cart token');
  });

  it('request-side schemas carry no `default` (generated clients would demand the field); the default is in the description', () => {
    const document = withTestRoutes();
    const requestSides = allOperations(document).flatMap((operation) => [
      operation.parameters ?? [],
      operation.requestBody ?? {},
    ]);
    const inputComponents = Object.entries(document.components.schemas).filter(
      ([name]) => name.endsWith('Input') || name.endsWith('Request'),
    );
    expect(JSON.stringify([requestSides, inputComponents])).not.toMatch(/"default":/);
  });

  it('success bodies wrap the payload with top-level integer status and meta; Company is a shared component', () => {
    const document = manifestDocument();
    expect(document.components.schemas.Company).toMatchObject({ type: 'object' });
    expect(document.components.schemas.Meta).toMatchObject({ required: ['request_id', 'timestamp'] });
    const getCompany = allOperations(document).find((operation) => operation.operationId === 'getCompany')!;
    const schema = successSchema(getCompany);
    expect(schema.properties.company).toEqual({ $ref: '#/components/schemas/Company' });
    expect(schema.properties.status).toMatchObject({ type: 'integer' });
    expect(schema.required).toEqual(expect.arrayContaining(['company', 'status', 'meta']));
  });

  it('a registered schema whose input side differs gets an <id>Input component; identical sides share one', () => {
    const status = z.enum(['active', 'inactive']).meta({ id: 'TestThingStatus' });
    const widget = z.object({ size: z.number().default(1) }).meta({ id: 'TestWidget' });
    const widgetInput = z.object({ name: z.string() }).meta({ id: 'TestWidgetInput' }); // already owns the natural name
    const route = defineRoute({
      ...cartBodyRoute,
      id: 'testPutCompany',
      method: 'PUT',
      request: { body: z.object({ company: companySchema, status, widget, widgetInput }) },
      response: { status: 200, body: z.object({ company: companySchema, status, widget }) },
    });
    const document = buildOpenApiDocument([route]);
    const body = (operationOf(document, route)!.requestBody!.content['application/json']!.schema as Record<string, any>)
      .properties;
    expect(body.company).toEqual({ $ref: '#/components/schemas/CompanyInput' });
    expect(body.status).toEqual({ $ref: '#/components/schemas/TestThingStatus' });
    expect(successSchema(operationOf(document, route)!).properties.company).toEqual({
      $ref: '#/components/schemas/Company',
    });
    expect(document.components.schemas.Company).toMatchObject({ additionalProperties: false });
    expect(document.components.schemas.CompanyInput).not.toHaveProperty('additionalProperties');
    expect(document.components.schemas).not.toHaveProperty('TestThingStatusInput');
    expect(body.widget).toEqual({ $ref: '#/components/schemas/TestWidgetInput2' });
    expect(body.widgetInput).toEqual({ $ref: '#/components/schemas/TestWidgetInput' });
    expect(document.components.schemas.TestWidgetInput).toMatchObject({ required: ['name'] });
  });

  it('documents the shared conventions in info.description', () => {
    const { description } = manifestDocument().info;
    for (const text of [
      'validation_failed',
      '415',
      '413',
      '405',
      'Allow',
      `defaults to ${PAGE_LIMIT_DEFAULT}`,
      `maximum ${PAGE_LIMIT_MAX}`,
      'signed',
    ]) {
      expect(description).toContain(text);
    }
  });

  it('opens on the operations: the conventions and error-code tables are folded behind one link', () => {
    const { description } = manifestDocument().info;
    const fold = description.indexOf(`<details><summary><strong>${CONVENTIONS_SUMMARY}</strong></summary>`);
    expect(fold).toBeGreaterThan(0);
    expect(description.slice(0, fold)).not.toMatch(/##|\|/);
    expect(description.indexOf('| Code | Status |')).toBeGreaterThan(fold);
    expect(description.trimEnd().endsWith('</details>')).toBe(true);
  });

  it('lists tags in the order a merchant meets them, Platform last', () => {
    const names = manifestDocument().tags.map((tag) => tag.name);
    const milestones = [
      'Company',
      'API tokens',
      'Storefront products',
      'Storefront collections',
      'Carts',
      'Orders',
      'Webhooks',
      'Droplets',
    ];
    expect(names.filter((name) => milestones.includes(name))).toEqual(milestones);
    expect(names.at(-1)).toBe('Platform');
  });

  it('declares X-Service-Shop on every operation that names its shop the storefront way, and on no other', () => {
    const document = manifestDocument();
    const shopHeader = (route: RouteDefinition) =>
      operationOf(document, route)?.parameters?.find((parameter) => parameter.name === 'X-Service-Shop');
    const named = manifest.filter((route) => !route.internal && (route.auth.kind === 'shop' || route.namesShop));
    expect(named.map((route) => route.id)).toEqual(
      expect.arrayContaining(['createCart', 'getCart', 'completeCart', 'renderStorefrontHome']),
    );
    expect(named.some((route) => route.auth.kind === 'shop')).toBe(true);
    for (const route of named)
      expect(shopHeader(route), route.id).toMatchObject({ in: 'header', required: false, schema: { type: 'string' } });
    for (const route of manifest.filter((candidate) => !candidate.internal && !named.includes(candidate)))
      expect(shopHeader(route), route.id).toBeUndefined();
  });
});

function event(
  path: string,
  pathParameters: Record<string, string>,
  options: { query?: Record<string, string>; headers?: Record<string, string> } = {},
): APIGatewayProxyEventV2 {
  const base = apiGatewayEvent({
    path,
    pathParameters,
    headers: options.headers ?? {},
    rawQueryString: new URLSearchParams(options.query ?? {}).toString(),
    queryStringParameters: options.query,
  });
  return { ...base, requestContext: { ...base.requestContext, requestId: 'openapi-test-request' } };
}

const context = testContext;

async function getAsset(
  asset: string,
  options: Parameters<typeof event>[2] = {},
): Promise<APIGatewayProxyStructuredResultV2> {
  return (await docsAssetHandler(
    event(`/api/docs/assets/${asset}`, { asset }, options),
    context,
  )) as APIGatewayProxyStructuredResultV2;
}

describe('docs asset handler', () => {
  it('serves an allow-listed stylesheet with its content type', async () => {
    const response = await getAsset('swagger-ui.css');
    expect(response.statusCode).toBe(200);
    expect(response.headers?.['content-type']).toBe('text/css; charset=utf-8');
    expect(response.isBase64Encoded).toBe(false);
    expect(response.body).toContain('.swagger-ui');
  });

  it('serves the favicon base64-encoded', async () => {
    const response = await getAsset('favicon-32x32.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers?.['content-type']).toBe('image/png');
    expect(response.isBase64Encoded).toBe(true);
    expect(Buffer.from(response.body!, 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('gzips text assets for clients that accept it', async () => {
    const response = await getAsset('swagger-ui-bundle.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers?.['content-encoding']).toBe('gzip');
    expect(response.headers?.vary).toBe('accept-encoding');
    expect(gunzipSync(Buffer.from(response.body!, 'base64')).toString('utf8')).toContain('SwaggerUIBundle');
  });

  it('caches a URL carrying the current version for good, any other briefly', async () => {
    const versioned = await getAsset('docs-init.js', { query: { v: docsAssetVersion('docs-init.js') } });
    expect(versioned.headers?.['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(versioned.body).toContain('openapi.json');
    const unversioned = await getAsset('docs-init.js');
    expect(unversioned.headers?.['cache-control']).toBe('public, max-age=300');
  });

  it.each(['index.html', 'package.json', '..%2Fpackage.json', '__proto__'])(
    'answers 404 with the standard envelope for a file not on the allow-list: %s',
    async (asset) => {
      const response = await getAsset(asset);
      expect(response.statusCode).toBe(404);
      expect(response.headers?.['content-type']).toBe('application/json');
      expect(JSON.parse(response.body!)).toMatchObject({
        error_message: 'Docs asset not found',
        errors: null,
        meta: { request_id: 'openapi-test-request' },
      });
    },
  );
});

describe('docs page and document handlers', () => {
  it('serves the page with relative asset URLs and a CSP without inline scripts', async () => {
    const response = (await docsPageHandler(event('/api/docs', {}), context)) as APIGatewayProxyStructuredResultV2;
    expect(response.statusCode).toBe(200);
    expect(response.headers?.['content-type']).toBe('text/html; charset=utf-8');
    for (const asset of [
      'swagger-ui.css',
      'swagger-ui-bundle.js',
      'swagger-ui-standalone-preset.js',
      'docs-init.js',
    ] as const) {
      expect(response.body).toContain(`"docs/assets/${asset}?v=${docsAssetVersion(asset)}"`);
    }
    expect(response.body).not.toMatch(/<script>|https?:\/\//);
    const csp = String(response.headers?.['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("default-src 'none'");
  });

  it('serves the document as is, not wrapped in the envelope', async () => {
    const response = (await openApiHandler(
      event('/api/openapi.json', {}),
      context,
    )) as APIGatewayProxyStructuredResultV2;
    expect(response.statusCode).toBe(200);
    expect(response.headers?.['content-type']).toBe('application/json');
    const body = JSON.parse(response.body!);
    expect(body).toMatchObject({ openapi: '3.1.0' });
    expect(body).not.toHaveProperty('meta');
    // The document generated at build time plus this deployment's URL: the manifest's document, byte for byte.
    expect(response.body).toBe(JSON.stringify(buildOpenApiDocument(manifest, { serverUrl: config().publicBaseUrl })));
    expect(body.servers).toEqual([{ url: config().publicBaseUrl, description: 'This deployment' }]);
  });
});
