import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startValidatingProxy, type ValidatingProxy } from '../helpers/contract/validating-proxy';

/** A document of four operations: a create with a body, a read, an update (round trips), a bodiless action. */
const document = {
  openapi: '3.1.0',
  paths: {
    '/api/things': {
      post: {
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { name: { type: 'string', minLength: 1 } },
                required: ['name'],
                additionalProperties: false,
              },
            },
          },
        },
        responses: { '201': { $ref: '#/components/responses/Thing' }, '422': { description: 'refused' } },
      },
    },
    '/api/things/{id}': {
      get: { responses: { '200': { $ref: '#/components/responses/Thing' } } },
      put: {
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { type: 'object', properties: { name: { type: 'string' } }, additionalProperties: false },
            },
          },
        },
        responses: { '200': { $ref: '#/components/responses/Thing' } },
      },
    },
    '/api/things/{id}/clone': {
      post: { responses: { '201': { $ref: '#/components/responses/Thing' } } },
    },
  },
  components: {
    responses: {
      Thing: {
        description: 'a thing',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: { id: { type: 'integer' }, name: { type: 'string' } },
              required: ['id', 'name'],
            },
          },
        },
      },
    },
  },
};

/** What the fake API answers next: a status and a JSON body. */
let next: { status: number; body: unknown } = { status: 200, body: {} };
let upstream: Server;
let proxy: ValidatingProxy;

beforeAll(async () => {
  upstream = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(next.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  proxy = await startValidatingProxy(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, document);
});
afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => upstream.close(resolve));
});
beforeEach(() => {
  proxy.disagreements.length = 0;
});

const call = (method: string, path: string, body?: unknown) =>
  fetch(`${proxy.baseUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('the validating proxy judges each exchange against the document', () => {
  it('passes what the document declares, and the answer through unchanged', async () => {
    next = { status: 201, body: { id: 1, name: 'a' } };
    const created = await call('POST', '/api/things', { name: 'a' });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ id: 1, name: 'a' });
    // A refused request is the server keeping the contract, whatever it was sent.
    next = { status: 422, body: {} };
    await call('POST', '/api/things', { name: '' });
    // A read-only key of the answer sent back on an update is the round-trip rule.
    next = { status: 200, body: { id: 1, name: 'b' } };
    await call('PUT', '/api/things/1', { id: 1, name: 'b' });
    expect(proxy.disagreements).toEqual([]);
    expect(proxy.counts.checked).toBe(3);
  });

  it('reports an undeclared status, an answer off its schema, and accepted bodies the document does not declare', async () => {
    next = { status: 409, body: {} };
    await call('GET', '/api/things/1');
    next = { status: 200, body: { id: 'one', name: 'a' } };
    await call('GET', '/api/things/1');
    next = { status: 201, body: { id: 1, name: 'a' } };
    await call('POST', '/api/things/1/clone', { name: 'a' });
    await call('POST', '/api/things', { name: 'a', slug: 'a' });
    await call('POST', '/api/things', { id: 1, name: 'a' });
    next = { status: 200, body: {} };
    await call('GET', '/api/undocumented');
    expect(proxy.disagreements.map(({ request, problems }) => [request, problems])).toEqual([
      ['GET /api/things/1', ['status 409 is not declared (declared: 200)']],
      ['GET /api/things/1', ['/id must be integer']],
      ['POST /api/things/1/clone', ['accepted a request body; the operation declares none']],
      ['POST /api/things', ['accepted a request body off its schema: / must NOT have additional properties (slug)']],
      // A create takes no read-only key: the round-trip rule is for updates.
      ['POST /api/things', ['accepted a request body off its schema: / must NOT have additional properties (id)']],
      ['GET /api/undocumented', ['the server answers an operation the document does not declare']],
    ]);
  });
});
