import { describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';

interface Operation {
  operationId: string;
  requestBody?: { content: Record<string, { example?: unknown }> };
}

/**
 * Swagger UI's "Try it out" sends an operation's request example as it is: each example of an
 * operation addressed without path parameters goes through the server, as a company with every
 * permission would send it, and must not be refused as invalid input (422). Operations with path
 * parameters need a resource first; their examples are checked against the schemas in
 * examples.unit.test.ts.
 */
/** Operations whose example names an existing resource in its body: checked against the schemas only, like path parameters. */
const needsResource: Record<string, string> = {
  createShareLink: 'its `target_id` names an item of the company',
};

describe('the OpenAPI request examples, sent to the server', () => {
  it('none is refused as invalid input', async () => {
    const tenant = await createTenant();
    const document = (await api('GET', '/api/openapi.json')).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    const refused: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      if (path.includes('{')) continue;
      for (const [method, operation] of Object.entries(item)) {
        const example = operation.requestBody?.content['application/json']?.example;
        if (example === undefined || Object.hasOwn(needsResource, operation.operationId)) continue;
        const answer = await api(method.toUpperCase(), path, {
          token: tenant.token,
          body: example,
          headers: { 'x-service-shop': tenant.company.subdomain },
        });
        if (answer.status === 422 || answer.status >= 500)
          refused.push(
            `${method.toUpperCase()} ${path} (${operation.operationId}) → ${answer.status} ${answer.text.slice(0, 300)}`,
          );
      }
    }
    expect(refused).toEqual([]);
  }, 120_000);
});
