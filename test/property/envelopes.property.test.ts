import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../functions/manifest';
import { api } from '../helpers/http';

const isMeta = (meta: unknown) =>
  typeof meta === 'object' && meta !== null && 'request_id' in meta && typeof (meta as unknown as { timestamp: unknown }).timestamp === 'string';

/** True when `body` is one of the spec's error envelopes (SPEC "Errors"). */
function isSpecErrorEnvelope(body: any): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const keys = Object.keys(body).sort().join(',');
  if (keys === 'message') return typeof body.message === 'string';
  if (keys === 'message,status') return typeof body.message === 'string' && Number.isInteger(body.status);
  if (keys === 'error_message,errors,meta') return typeof body.error_message === 'string' && isMeta(body.meta);
  if (keys === 'error,error_message,errors,message,meta') return typeof body.error_message === 'string' && isMeta(body.meta);
  return false;
}

const routes = manifest.filter((route) => route.path !== '$default');
const segment = fc.oneof(fc.string({ maxLength: 40 }), fc.integer().map(String), fc.constantFrom('0', '-1', '%00', '..', 'null', '9'.repeat(40)));
const jsonish = fc.oneof(fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)), fc.string({ maxLength: 200 }), fc.constant('{"a":'));
const query = fc.array(fc.tuple(fc.constantFrom('page[cursor]', 'page[limit]', 'page', 'per_page', 'filter[status]', 'q', 'sort', 'x'), fc.string({ maxLength: 30 })), { maxLength: 4 });
const auth = fc.constantFrom<'none' | 'garbage' | 'demo'>('none', 'garbage', 'demo');

describe('fuzzing every manifest route', () => {
  it('never answers 5xx and every error body is a spec envelope', async () => {
    const { inject } = await import('vitest');
    const demoToken = inject('demo').company_token;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.array(segment, { minLength: 3, maxLength: 3 }), query, jsonish, auth, fc.constantFrom('application/json', 'text/plain', ''), async (route, values, pairs, body, who, contentType) => {
        let i = 0;
        const path = route.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(values[i++ % values.length]!) || 'x');
        const qs = new URLSearchParams(pairs).toString();
        const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
        if (who !== 'none') headers.authorization = `Bearer ${who === 'demo' ? demoToken : 'cmp_garbage-token-value'}`;
        const res = await api(route.method, `${path}${qs ? `?${qs}` : ''}`, { headers, rawBody: route.method === 'GET' ? undefined : body });
        expect(res.status, `${route.method} ${path} → ${res.text}`).toBeLessThan(500);
        if (res.status >= 400) expect(isSpecErrorEnvelope(res.body), `${route.method} ${path} → ${res.text}`).toBe(true);
      }),
      { numRuns: Math.max(200, routes.length * 25) },
    );
  }, 120_000);
});
