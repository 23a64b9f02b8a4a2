import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../../shared/edge/openapi/parameters';
import { pathRoutes } from '../../functions/manifest';
import { createEvent } from '../helpers/company-events';
import { fuzzRequestArbitrary, type Credential, type FuzzRequest } from '../helpers/fuzz/fuzz-request';
import { ResponseChecker, type ServedOperation } from '../helpers/fuzz/openapi-responses';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';
import { createShop } from '../helpers/checkout';
import { signInCustomer } from '../helpers/customer-account';
import { autoshipOffer, subscribeThroughCheckout } from '../helpers/subscriptions';

/**
 * Schema-driven fuzzing of every operation of the served OpenAPI document. `npm test` runs a
 * short seeded pass; `npm run fuzz` a deep one. FUZZ_RUNS (calls per operation), FUZZ_SEED and
 * FUZZ_TIME_LIMIT_MS (per operation) tune it; a failure prints the seed and path to replay it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const SEED = Number(process.env.FUZZ_SEED ?? 17_2026);
const TIME_LIMIT_MS = Number(process.env.FUZZ_TIME_LIMIT_MS ?? 5_000);

/**
 * Every JSON operation. The rendered storefront's HTML pages (surface `site`) answer themed pages
 * and redirects rather than envelopes; test/site and the browser check cover them.
 */
const operations = pathRoutes.filter((route) => !route.internal && route.surface !== 'site');
const isSitePath = (path: string) =>
  pathRoutes.some((route) => route.surface === 'site' && openApiPath(route.path) === path);

interface Fixture {
  checker: ResponseChecker;
  tokens: Record<Credential, string | undefined>;
  ownEventId: string;
  otherEventId: string;
  /** A customer session of a shop buyer: what the customer routes (auth kind `customer`) take. */
  customerSession: string;
}
let fixture: Fixture;

/** A buyer of a fresh shop, signed in: their customer session. */
async function customerSessionOfABuyer(): Promise<string> {
  const shop = await createShop();
  const { plan, product } = await autoshipOffer(shop);
  await subscribeThroughCheckout(shop, [{ product, quantity: 1, planId: plan.id }], 'fuzz-buyer@example.com');
  return signInCustomer(shop, 'fuzz-buyer@example.com');
}

beforeAll(async () => {
  const [own, other] = await Promise.all([createTenant(), createTenant()]);
  const created = await api('POST', '/api/company/api_tokens', {
    token: own.token,
    body: { api_token: { kind: 'company', name: 'to revoke' } },
  });
  await api('DELETE', `/api/company/api_tokens/${created.body.api_token.id}`, { token: own.token });
  const [ownEvent, otherEvent, served, customerSession] = await Promise.all([
    createEvent(own),
    createEvent(other),
    api('GET', '/api/openapi.json'),
    customerSessionOfABuyer(),
  ]);
  fixture = {
    checker: new ResponseChecker(served.body),
    tokens: {
      valid: own.token,
      none: undefined,
      garbage: 'cmp_not-a-real-token-value',
      revoked: created.body.api_token.token,
      'other-company': other.token,
    },
    ownEventId: String(ownEvent.id),
    otherEventId: String(otherEvent.id),
    customerSession,
  };
});

describe('the fuzz walks every operation the served document declares', () => {
  it('the served document and the manifest name the same operations', () => {
    const served = fixture.checker
      .operations()
      .filter((operation) => !isSitePath(operation.path))
      .map((operation) => `${operation.method} ${operation.path}`)
      .sort();
    expect(served).toEqual(operations.map((route) => `${route.method} ${route.path}`).sort());
  });
});

describe.each(operations.map((route, index) => ({ route, index, name: `${route.method} ${route.path}` })))(
  '$name',
  ({ route, index }) => {
    it('answers generated and mutated requests without a 5xx, in a declared status and body', async () => {
      const served = fixture.checker
        .operations()
        .find((operation) => operation.method === route.method && operation.path === route.path)!;
      const bearer = route.auth.kind === 'bearer';
      const requests = fuzzRequestArbitrary(served.operation, route.path, route.method, fixture.checker.resolve, {
        knownIds: [fixture.ownEventId, fixture.otherEventId],
        bearer,
      });
      await fc.assert(
        fc.asyncProperty(requests, async (request) => check(served, request, bearer)),
        {
          seed: SEED + index,
          numRuns: RUNS,
          interruptAfterTimeLimit: TIME_LIMIT_MS,
          markInterruptAsFailure: false,
          endOnFailure: true,
        },
      );
    });
  },
);

/** The JSON values that are not objects: each must be a 422 wherever the document declares an object body. */
const notAnObject = ['null', '[]', '[{}]', '42', '"text"', 'true'];

describe('a JSON body that is not an object is a 422 wherever the document declares an object body', () => {
  const withBody = operations.filter((route) => route.request?.body);
  it.each(withBody.map((route) => ({ route, name: `${route.method} ${route.path}` })))('$name', async ({ route }) => {
    const served = fixture.checker
      .operations()
      .find((operation) => operation.method === route.method && operation.path === route.path)!;
    const declared = fixture.checker.resolve(
      fixture.checker.resolve(served.operation.requestBody).content['application/json'].schema,
    );
    // A union of object bodies (oneOf/anyOf) declares an object body too.
    const branches = ((declared.oneOf ?? declared.anyOf ?? []) as Parameters<typeof fixture.checker.resolve>[0][]).map(
      (branch) => fixture.checker.resolve(branch),
    );
    const declaredType =
      declared.type ??
      (branches.length > 0 && branches.every((branch) => branch.type === 'object') ? 'object' : undefined);
    expect(declaredType, 'declared body type').toBe('object');
    const headers = {
      'content-type': 'application/json',
      ...(route.auth.kind === 'bearer' ? { authorization: `Bearer ${fixture.tokens.valid}` } : {}),
      ...(route.auth.kind === 'customer' ? { authorization: `Bearer ${fixture.customerSession}` } : {}),
    };
    const path = route.path.replace(/\{[^}]+\}/g, fixture.ownEventId);
    for (const body of notAnObject) {
      const res = await api(route.method, path, { headers, rawBody: body });
      expect({ body, status: res.status, errors: res.body?.errors }).toEqual({
        body,
        status: 422,
        errors: { body: ['must be a JSON object'] },
      });
    }
  });
});

async function check(served: ServedOperation, request: FuzzRequest, bearer: boolean): Promise<void> {
  const headers: Record<string, string> = request.contentType ? { 'content-type': request.contentType } : {};
  const token = fixture.tokens[request.credential];
  if (token) headers.authorization = `Bearer ${token}`;
  const target = `${request.path}${request.query ? `?${request.query}` : ''}`;
  const res = await api(served.method, target, { headers, rawBody: request.body });
  const label = `${served.method} ${target.slice(0, 300)} [${request.credential}] body=${request.body?.slice(0, 300)} → ${res.status} ${res.text.slice(0, 500)}`;

  expect(res.status, label).toBeLessThan(500);
  expect(fixture.checker.problems(served, res.status, res.headers.get('content-type'), res.body), label).toEqual([]);
  if (res.status === 401 || res.status === 403) expect(Object.keys(res.body ?? {}), label).toEqual(['message']);
  if (bearer && request.credential !== 'valid' && request.credential !== 'other-company') {
    // No usable token: refused as 401, unless the gateway or body parsing refused the request first.
    expect([400, 401, 413, 415, 429], label).toContain(res.status);
  }
  const crossTenant =
    (request.credential === 'valid' && request.path.includes(fixture.otherEventId)) ||
    (request.credential === 'other-company' && request.path.includes(fixture.ownEventId));
  if (crossTenant) expect(res.status >= 200 && res.status < 300, `cross-tenant success: ${label}`).toBe(false);
}
