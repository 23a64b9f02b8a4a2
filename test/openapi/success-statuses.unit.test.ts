import { describe, expect, it } from 'vitest';
import { manifest } from '../../functions/manifest';
import { buildOpenApiDocument } from '../../shared/edge/openapi/document';

const document = buildOpenApiDocument(manifest);
const operation = (id: string) =>
  Object.values(document.paths)
    .flatMap((item) => Object.values(item as Record<string, { operationId?: string; responses: object }>))
    .find((candidate) => candidate.operationId === id)!;

describe('success statuses in the OpenAPI document', () => {
  it('a repeated complete answers 200 with the same body as the first 201, and the document declares both', () => {
    const responses = operation('completeCart').responses as Record<string, { content: object }>;
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '201']));
    expect(responses['200']!.content).toEqual({
      'application/json': {
        schema: expect.objectContaining({ properties: expect.objectContaining({ cart: expect.anything() }) }),
      },
    });
  });
});
