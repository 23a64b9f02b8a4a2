import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../functions/manifest';
import { openApiPath } from '../../shared/openapi/parameters';
import { buildOpenApiDocument } from '../../shared/openapi/document';
import type { MediaTypeObject, ResponseObject } from '../../shared/openapi/types';

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
  return validate(value) ? [] : (validate.errors ?? []).slice(0, 3).map((error) => `${error.instancePath || '/'} ${error.message}`);
}

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

describe('OpenAPI operation examples', () => {
  it('walks every operation of the served document', () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations).toHaveLength(documented.length);
  });

  it.each(documented.filter((route) => route.request?.body).map((route) => [route.id, route] as const))('%s: the request example parses with the request schema', (_id, route) => {
    const path = openApiPath(route.path);
    const method = route.method.toLowerCase() as 'post';
    const media = document.paths[path]![method]!.requestBody!.content['application/json']!;
    expect(media).toHaveProperty('example');
    const parsed = route.request!.body!.safeParse(media.example);
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
    expect(schemaProblems(`#/paths/${escape(path)}/${method}/requestBody/content/application~1json/schema`, media.example)).toEqual([]);
  });

  it.each(documented.filter((route) => route.response.body && !route.response.contentType).map((route) => [route.id, route] as const))('%s: the success example parses with the response schema', (_id, route) => {
    const path = openApiPath(route.path);
    const method = route.method.toLowerCase() as 'get';
    const status = String(route.response.status);
    const media = (document.paths[path]![method]!.responses[status] as ResponseObject).content!['application/json'] as MediaTypeObject;
    const { status: exampleStatus, meta, ...payload } = media.example as Record<string, unknown>;
    expect(exampleStatus).toBe(route.response.status);
    expect(meta).toMatchObject({ request_id: expect.any(String), timestamp: expect.any(String) });
    const parsed = route.response.body!.safeParse(payload);
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
    expect(schemaProblems(`#/paths/${escape(path)}/${method}/responses/${status}/content/application~1json/schema`, media.example)).toEqual([]);
  });
});
