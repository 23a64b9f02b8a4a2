import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { defineRoute } from '../../shared/edge/http/route';
import { reply } from '../../shared/edge/http/reply';
import { apiGatewayEvent, testContext } from '../helpers/api-gateway-event';

const echoRoute = defineRoute({
  id: 'testEcho',
  method: 'POST',
  path: '/test/{id}',
  handler: 'test/echo',
  surface: 'platform',
  auth: { kind: 'none' },
  summary: 'echo',
  request: {
    params: z.object({ id: z.coerce.number().int() }),
    query: z.object({ page: z.object({ limit: z.coerce.number().int().max(100).default(25) }).default({ limit: 25 }) }),
    body: z.object({ item: z.object({ name: z.string().min(1), tags: z.array(z.string()).optional() }) }),
  },
  response: {
    status: 201,
    body: z.object({ item: z.object({ id: z.number(), name: z.string(), limit: z.number() }) }),
  },
});

const handler = defineHandler(echoRoute, async ({ params, query, body }) => {
  if (body.item.name === 'explode') throw new Error('secret internal detail');
  return reply(
    { item: { id: params.id, name: body.item.name, limit: query.page.limit, extra: 'stripped' } },
    { meta: { note: 'x' } },
  );
});

const call = async (overrides: Parameters<typeof apiGatewayEvent>[0]) => {
  const result = (await handler(
    apiGatewayEvent({ method: 'POST', path: '/test/7', pathParameters: { id: '7' }, ...overrides }),
    testContext,
  )) as {
    statusCode: number;
    headers: Record<string, string>;
    body: string;
  };
  return { ...result, json: JSON.parse(result.body) };
};
const json = { 'content-type': 'application/json' };

describe('handler kit', () => {
  it('wraps the payload with integer status and meta, strips undeclared fields, echoes the request id', async () => {
    const res = await call({
      headers: { ...json, 'x-request-id': 'client-chosen-id-1' },
      body: JSON.stringify({ item: { name: 'a' } }),
      rawQueryString: 'page[limit]=5',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json).toEqual({
      item: { id: 7, name: 'a', limit: 5 },
      status: 201,
      meta: { request_id: 'client-chosen-id-1', timestamp: expect.any(String), note: 'x' },
    });
    expect(res.headers['x-request-id']).toBe('client-chosen-id-1');
  });

  it('ignores a malformed X-Request-Id and uses the gateway id', async () => {
    const res = await call({
      headers: { ...json, 'x-request-id': 'bad id\n' },
      body: JSON.stringify({ item: { name: 'a' } }),
    });
    expect(res.json.meta.request_id).toBe('test-request-id-0001');
  });

  it.each([
    ['malformed JSON → 400', { headers: json, body: '{"item":' }, 400, 'Request body is not valid JSON'],
    [
      'wrong content type → 415',
      { headers: { 'content-type': 'text/plain' }, body: 'hello' },
      415,
      'Request body must be sent with Content-Type: application/json',
    ],
    [
      'body over 1 MB → 413',
      { headers: json, body: JSON.stringify({ item: { name: 'x'.repeat(1024 * 1024) } }) },
      413,
      'Request body exceeds the 1 MB limit',
    ],
  ])('%s with the standard envelope', async (_name, overrides, status, message) => {
    const res = await call(overrides);
    expect(res.statusCode).toBe(status);
    expect(res.json).toEqual({
      error_message: message,
      errors: null,
      meta: { request_id: 'test-request-id-0001', timestamp: expect.any(String), code: expect.any(String) },
    });
  });

  it('maps zod issues to per-field errors in a 422 envelope (body, query, path)', async () => {
    const res = await call({
      headers: json,
      body: JSON.stringify({ item: { name: '', tags: [1] } }),
      rawQueryString: 'page[limit]=500',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json.errors).toEqual({ 'page[limit]': [expect.stringContaining('100')] });
    const body = await call({ headers: json, body: JSON.stringify({ item: { name: '', tags: [1] } }) });
    expect(Object.keys(body.json.errors).sort()).toEqual(['item.name', 'item.tags.0']);
    const path = await call({
      pathParameters: { id: 'abc' },
      headers: json,
      body: JSON.stringify({ item: { name: 'a' } }),
    });
    expect(path.json.errors).toEqual({ id: [expect.any(String)] });
  });

  it('refuses an undeclared body key (the schema is a plain, stripping object) naming it and the close declared key', async () => {
    const res = await call({ headers: json, body: JSON.stringify({ item: { name: 'a', tagz: ['x'] } }) });
    expect(res.statusCode).toBe(422);
    expect(res.json.errors).toEqual({ 'item.tagz': ['is not a known key; did you mean `tags`?'] });
    expect(res.json.error_message).toBe('Validation failed: item.tagz is not a known key; did you mean `tags`?');
  });

  it('treats a missing body as a validation failure, not a crash', async () => {
    const res = await call({ headers: json });
    expect(res.statusCode).toBe(422);
    expect(res.json.errors).toHaveProperty('body');
  });

  it('answers an unexpected exception with a 500 envelope carrying the request id and no internals', async () => {
    const res = await call({ headers: json, body: JSON.stringify({ item: { name: 'explode' } }) });
    expect(res.statusCode).toBe(500);
    expect(res.json).toEqual({
      error_message: 'Internal server error',
      errors: null,
      meta: { request_id: 'test-request-id-0001', timestamp: expect.any(String), code: 'internal_error' },
    });
    expect(res.body).not.toContain('secret internal detail');
  });
});

describe('stable error codes in every envelope', () => {
  const shaped = (
    errorShape: 'bare' | 'full' | undefined,
    auth: { kind: 'none' } | { kind: 'bearer'; permission: 'company.view' } = { kind: 'none' },
  ) =>
    defineHandler(
      defineRoute({
        id: 'testShaped',
        method: 'POST',
        path: '/test',
        handler: 'test/shaped',
        surface: 'platform',
        auth,
        summary: 's',
        errorShape,
        request: { body: z.object({ name: z.string() }) },
        response: { status: 200 },
      }),
      async () => ({}),
    );
  const invoke = async (handle: ReturnType<typeof shaped>, overrides: Parameters<typeof apiGatewayEvent>[0] = {}) => {
    const result = (await handle(
      apiGatewayEvent({
        method: 'POST',
        path: '/test',
        headers: json,
        body: JSON.stringify({ nmae: 'a' }),
        ...overrides,
      }),
      testContext,
    )) as {
      statusCode: number;
      headers: Record<string, string>;
      body: string;
    };
    return { status: result.statusCode, code: result.headers['x-error-code'], json: JSON.parse(result.body) };
  };

  it('standard envelope: meta.code and X-Error-Code', async () => {
    const res = await invoke(shaped(undefined));
    expect(res).toMatchObject({
      status: 422,
      code: 'validation_failed',
      json: { meta: { code: 'validation_failed' } },
    });
  });

  it('five-key form: meta.code beside `error`, and X-Error-Code', async () => {
    const res = await invoke(shaped('full'));
    expect(res).toMatchObject({
      status: 422,
      code: 'validation_failed',
      json: { error: 'validation_failed', meta: { code: 'validation_failed' } },
    });
  });

  it("bare {message}: the spec's exact shape, the code in X-Error-Code", async () => {
    const res = await invoke(shaped('bare'));
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ message: expect.any(String) });
    expect(res.code).toBe('validation_failed');
    const unauthorized = await invoke(shaped(undefined, { kind: 'bearer', permission: 'company.view' }));
    expect(unauthorized).toEqual({ status: 401, code: 'unauthorized', json: { message: 'Unauthorized' } });
  });
});

describe('a bearer route', () => {
  const bearerRoute = defineRoute({
    id: 'testBearer',
    method: 'GET',
    path: '/test/bearer',
    handler: 'test/bearer',
    surface: 'platform',
    auth: { kind: 'bearer', permission: 'company.view' },
    summary: 'b',
    response: { status: 200 },
  });
  const call = async () => {
    let ran = false;
    const handle = defineHandler(bearerRoute, async () => {
      ran = true;
      return {};
    });
    const result = (await handle(
      apiGatewayEvent({ method: 'GET', path: '/test/bearer', headers: { authorization: 'Bearer sk_not_a_token' } }),
      testContext,
    )) as { statusCode: number; headers: Record<string, string> };
    return { status: result.statusCode, code: result.headers['x-error-code'], ran };
  };

  it('authenticates the token before the implementation runs', async () => {
    expect(await call()).toEqual({ status: 401, code: 'unauthorized', ran: false });
  });
});

describe('a route with a request body', () => {
  const bodyRoute = defineRoute({
    id: 'testBody',
    method: 'POST',
    path: '/test/body',
    handler: 'test/body',
    surface: 'platform',
    auth: { kind: 'none' },
    summary: 'b',
    request: { body: z.object({ name: z.string() }) },
    response: { status: 200 },
  });
  const call = async (body: unknown) => {
    let received: unknown;
    const handle = defineHandler(bodyRoute, async (request) => {
      received = request.body;
      return {};
    });
    const result = (await handle(
      apiGatewayEvent({
        method: 'POST',
        path: '/test/body',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      testContext,
    )) as { statusCode: number; headers: Record<string, string> };
    return { status: result.statusCode, code: result.headers['x-error-code'], received };
  };

  it('parses and checks it (an unknown key is refused)', async () => {
    expect(await call({ name: 'Ada' })).toEqual({ status: 200, code: undefined, received: { name: 'Ada' } });
    expect(await call({ name: 'Ada', nmae: 'x' })).toMatchObject({ status: 422, code: 'validation_failed' });
  });
});

describe('exact responses (route.response.exact): sent unparsed when deployed, parsed and compared wherever responses are validated', () => {
  const exactRoute = defineRoute({
    id: 'testExact',
    method: 'GET',
    path: '/test/exact',
    handler: 'test/exact',
    surface: 'platform',
    auth: { kind: 'none' },
    summary: 'exact',
    response: {
      status: 200,
      body: z.object({ item: z.object({ id: z.number(), tags: z.array(z.string()).default([]) }) }),
      exact: true,
    },
  });
  /** A handler built with VALIDATE_RESPONSES as given (the kit reads it when the handler is defined, as a function's init does). */
  const exactHandler = (validate: '1' | '0', payload: Record<string, unknown>) => {
    vi.stubEnv('VALIDATE_RESPONSES', validate);
    return defineHandler(exactRoute, async () => payload as never);
  };
  const get = async (handle: ReturnType<typeof exactHandler>) => {
    const result = (await handle(apiGatewayEvent({ method: 'GET', path: '/test/exact' }), testContext)) as {
      statusCode: number;
      body: string;
    };
    return { status: result.statusCode, json: JSON.parse(result.body) };
  };
  afterEach(() => void vi.unstubAllEnvs());

  it('answers an exactly shaped payload the same whether validated or not', async () => {
    const payload = { item: { tags: ['a'], id: 1 } };
    for (const validate of ['1', '0'] as const) {
      const res = await get(exactHandler(validate, payload));
      expect(res).toEqual({
        status: 200,
        json: { item: { id: 1, tags: ['a'] }, status: 200, meta: expect.any(Object) },
      });
    }
  });

  it.each([
    ['an undeclared key (parsing would strip it)', { item: { id: 1, tags: [], internal: 'x' } }],
    ['a missing defaulted value (parsing would add it)', { item: { id: 1 } }],
    ['a wrong type', { item: { id: '1', tags: [] } }],
  ])('fails the request under validation on %s, so the suite catches the presenter', async (_case, payload) => {
    const res = await get(exactHandler('1', payload));
    expect(res.status).toBe(500);
  });

  it('sends the payload as built when responses are not validated (deployed): no parse on the hot path', async () => {
    const res = await get(exactHandler('0', { item: { id: 1, tags: [], internal: 'x' } }));
    expect(res.json.item).toEqual({ id: 1, tags: [], internal: 'x' });
  });

  it("an exact update whose bundle leaves the schema out (deployed) reads the round trip's read-only keys from `answered`", async () => {
    vi.stubEnv('VALIDATE_RESPONSES', '0');
    const update = defineRoute({
      id: 'testExactUpdate',
      method: 'PATCH',
      path: '/test/exact',
      handler: 'test/exact-update',
      surface: 'platform',
      auth: { kind: 'none' },
      summary: 'exact update',
      request: { body: z.object({ item: z.object({ name: z.string() }).strict() }) },
      response: { status: 200, body: undefined, exact: true, answered: { item: { id: 0, name: 0 } } },
    });
    const handle = defineHandler(update, async ({ body }) => ({ item: { id: 1, ...body.item } }));
    const send = async (item: Record<string, unknown>) => {
      const result = (await handle(
        apiGatewayEvent({ method: 'PATCH', path: '/test/exact', headers: json, body: JSON.stringify({ item }) }),
        testContext,
      )) as { statusCode: number; body: string };
      return { status: result.statusCode, json: JSON.parse(result.body) };
    };
    expect(await send({ id: 1, name: 'as read' })).toMatchObject({
      status: 200,
      json: { item: { id: 1, name: 'as read' } },
    });
    expect((await send({ name: 'x', colour: 'red' })).status).toBe(422);
  });

  it('still strips undeclared keys on routes not declared exact, validated or not', async () => {
    vi.stubEnv('VALIDATE_RESPONSES', '0');
    const strip = defineHandler(
      { ...exactRoute, response: { ...exactRoute.response, exact: false } },
      async () => ({ item: { id: 1, tags: [], internal: 'x' } }) as never,
    );
    expect((await get(strip)).json.item).toEqual({ id: 1, tags: [] });
  });
});
