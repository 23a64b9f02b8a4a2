import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { manifest } from '../../functions/manifest';
import { defineRoute, type RouteDefinition } from '../../shared/edge/http/route';
import { buildOpenApiDocument } from '../../shared/edge/openapi/document';
import { exampleValue } from '../../shared/edge/openapi/example-value';
import { openApiPath } from '../../shared/edge/openapi/parameters';
import type { JsonSchema, MediaTypeObject, ResponseObject } from '../../shared/edge/openapi/types';

process.env.CURSOR_SIGNING_KEY ||= 'test';

const DOCUMENT_ID = 'https://examples.local/openapi.json';
const document = buildOpenApiDocument(manifest);
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addSchema({ ...document, $id: DOCUMENT_ID });
const documented = manifest.filter((route) => !route.internal);

/** The JSON Schema at `pointer` of the document, as ajv checks it. */
function schemaProblems(pointer: string, value: unknown): string[] {
  const validate = ajv.getSchema(`${DOCUMENT_ID}${pointer}`) ?? ajv.compile({ $ref: `${DOCUMENT_ID}${pointer}` });
  return validate(value)
    ? []
    : (validate.errors ?? []).slice(0, 3).map((error) => `${error.instancePath || '/'} ${error.message}`);
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

describe('OpenAPI operation examples', () => {
  it('walks every operation of the served document', () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations).toHaveLength(documented.length);
  });

  it.each(documented.filter((route) => route.request?.body).map((route) => [route.id, route] as const))(
    '%s: the request example parses with the request schema',
    (_id, route) => {
      const path = openApiPath(route.path);
      const method = route.method.toLowerCase() as 'post';
      const media = document.paths[path]![method]!.requestBody!.content['application/json']!;
      expect(media).toHaveProperty('example');
      const parsed = route.request!.body!.safeParse(media.example);
      expect(
        parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      ).toEqual([]);
      expect(
        schemaProblems(
          `#/paths/${escapePointer(path)}/${method}/requestBody/content/application~1json/schema`,
          media.example,
        ),
      ).toEqual([]);
    },
  );

  it.each(
    documented
      .filter((route) => route.response.body && !route.response.contentType)
      .map((route) => [route.id, route] as const),
  )('%s: the success example parses with the response schema', (_id, route) => {
    const path = openApiPath(route.path);
    const method = route.method.toLowerCase() as 'get';
    const status = String(route.response.status);
    const media = (document.paths[path]![method]!.responses[status] as ResponseObject).content![
      'application/json'
    ] as MediaTypeObject;
    const { status: exampleStatus, meta, ...payload } = media.example as Record<string, unknown>;
    expect(exampleStatus).toBe(route.response.status);
    expect(meta).toMatchObject({ request_id: expect.any(String), timestamp: expect.any(String) });
    const parsed = route.response.body!.safeParse(payload);
    expect(
      parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    ).toEqual([]);
    expect(
      schemaProblems(
        `#/paths/${escapePointer(path)}/${method}/responses/${status}/content/application~1json/schema`,
        media.example,
      ),
    ).toEqual([]);
  });
});

describe('example overrides and derivation', () => {
  const refinedBody = z.object({
    contact: z
      .object({ email: z.string().optional(), phone: z.string().optional() })
      .refine((contact) => contact.email || contact.phone),
  });
  const route = (examples?: RouteDefinition['examples']) =>
    defineRoute({
      id: 'testCreateContact',
      method: 'POST',
      path: '/api/test-contacts',
      handler: 'test/none',
      surface: 'admin',
      auth: { kind: 'bearer', permission: 'settings.update' },
      summary: 'Refined body used by the example tests',
      request: { body: refinedBody },
      response: {
        status: 201,
        body: z.object({
          contact: z.object({ id: z.number().int().min(1), created_at: z.string(), country: z.string().length(2) }),
        }),
      },
      ...(examples ? { examples } : {}),
    });
  const exampleOf = (definition: RouteDefinition) => {
    const operation = buildOpenApiDocument([definition]).paths['/api/test-contacts']!.post!;
    return {
      request: operation.requestBody!.content['application/json']!.example,
      response: (operation.responses['201'] as ResponseObject).content!['application/json']!.example as Record<
        string,
        unknown
      >,
    };
  };

  it('derives what JSON Schema states, so a refinement it cannot state needs an override', () => {
    const { request, response } = exampleOf(route());
    expect(refinedBody.safeParse(request).success).toBe(false);
    expect(response).toEqual({
      contact: { id: 1, created_at: '2026-04-01T12:00:00.000Z', country: 'US' },
      status: 201,
      meta: expect.objectContaining({ request_id: expect.any(String) }),
    });
  });

  it('uses the route override for the request and wraps an overridden payload in the envelope', () => {
    const { request, response } = exampleOf(
      route({
        request: { contact: { email: 'ada@example.com' } },
        response: { contact: { id: 7, created_at: '2026-05-01T08:00:00.000Z', country: 'FR' } },
      }),
    );
    expect(request).toEqual({ contact: { email: 'ada@example.com' } });
    expect(response).toMatchObject({
      contact: { id: 7, country: 'FR' },
      status: 201,
      meta: { timestamp: expect.any(String) },
    });
  });
});

describe('exampleValue', () => {
  const resolve = (schema: JsonSchema) => schema;
  it.each([
    [{ type: 'string', pattern: '^[A-Z]{3}$' }, 'USD'],
    [{ type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' }, 'example-handle'],
    [{ type: 'string', format: 'uuid' }, '3f1c2b9e-8d4a-4c6b-9e2f-1a2b3c4d5e6f'],
    [{ type: 'string', minLength: 12 }, 'example-handle'],
    [{ type: 'integer', minimum: 100, maximum: 200 }, 100],
    [{ type: 'number', exclusiveMinimum: 0, maximum: 0.5 }, 0.5],
    [{ type: 'array', items: { type: 'boolean' }, minItems: 2 }, [true, true]],
    [{ anyOf: [{ type: 'null' }, { type: 'string', enum: ['a', 'b'] }] }, 'a'],
    [{ type: 'object', properties: { a: { type: 'integer' }, b: { type: 'string' } }, required: ['a'] }, { a: 1 }],
  ])('%j → %j', (schema, expected) => {
    expect(exampleValue(schema, resolve)).toEqual(expected);
  });
});
