import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiGateway } from '../../lib/local/api-gateway';
import { RateLimiter } from '../../lib/local/rate-limiter';

const gateway = createApiGateway({
  rateLimiter: new RateLimiter({ ratePerSecond: 1, burst: 2 }),
  localRoutes: new Map(),
  isReady: () => true,
});
let baseUrl: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

describe('local API Gateway throttling', () => {
  it('answers 429 with a JSON body and Retry-After once a client exceeds its bucket, like stage throttling', async () => {
    const statuses: number[] = [];
    let throttled: Response | undefined;
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${baseUrl}/api/unknown-path`);
      statuses.push(res.status);
      if (res.status === 429) throttled = res;
      else await res.arrayBuffer();
    }
    expect(statuses.slice(0, 2)).toEqual([404, 404]);
    expect(statuses).toContain(429);
    expect(throttled!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await throttled!.json()).toEqual({ message: 'Too Many Requests' });
  });
});

describe('storefront pages under throttling (SPEC "Storefront error pages" 6)', () => {
  it('a throttled visitor gets 429 with a JSON body, outside theme control, even when it asks for HTML', async () => {
    let throttled: Response | undefined;
    for (let i = 0; i < 8 && !throttled; i++) {
      const res = await fetch(`${baseUrl}/products/anything`, { headers: { accept: 'text/html' } });
      if (res.status === 429) throttled = res;
      else await res.arrayBuffer();
    }
    expect(throttled?.status).toBe(429);
    expect(throttled!.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await throttled!.json()).toEqual({ message: 'Too Many Requests' });
  });
});

describe('RateLimiter', () => {
  it('refills at the configured rate', () => {
    const limiter = new RateLimiter({ ratePerSecond: 2, burst: 1 });
    expect(limiter.take('a', 0).allowed).toBe(true);
    expect(limiter.take('a', 0)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.take('a', 500).allowed).toBe(true);
    expect(limiter.take('b', 0).allowed).toBe(true);
  });
});
