import { describe, expect, it } from 'vitest';
import { EdgeCache, type EdgeAnswer, edgeTtlSeconds } from '../../lib/local/cdn-cache';
import type { CdnCachePolicy } from '../../lib/local/cdn-distribution';

const none = { behavior: 'none', names: [] };
const policy: CdnCachePolicy = {
  headers: none,
  cookies: none,
  queryStrings: none,
  minTtl: 0,
  defaultTtl: 0,
  maxTtl: 300,
};
const answer = (cacheControl: string | undefined, statusCode = 200): EdgeAnswer => ({
  statusCode,
  headers: cacheControl === undefined ? {} : { 'cache-control': cacheControl },
  body: Buffer.from('page'),
});

describe("the edge's TTL, as CloudFront takes it from the origin and the cache policy", () => {
  it.each([
    ['public, max-age=60', policy, 60],
    ['public, max-age=3600', policy, 300],
    ['public, s-maxage=30, max-age=60', policy, 30],
    ['private, no-store', policy, 0],
    ['no-store', policy, 0],
    ['no-cache', policy, 0],
    ['private, no-store', { ...policy, minTtl: 5 }, 5],
    [undefined, policy, 0],
    [undefined, { ...policy, defaultTtl: 86_400 }, 300],
    ['public, max-age=60', { ...policy, maxTtl: 0 }, 0],
  ])('Cache-Control %s under %j: %i s', (cacheControl, cachePolicy, ttl) => {
    expect(edgeTtlSeconds(answer(cacheControl), cachePolicy)).toBe(ttl);
  });

  it.each([201, 302, 403, 500, 503])('never stores a %i', (status) => {
    expect(edgeTtlSeconds(answer('public, max-age=60', status), policy)).toBe(0);
  });
});

describe('the edge cache', () => {
  it('serves an entry until its TTL passes, with its age, then forgets it', () => {
    let now = 1_000_000;
    const cache = new EdgeCache(() => now);
    cache.set('k', answer('public, max-age=60'), 60);
    now += 59_000;
    expect(cache.get('k')?.ageSeconds).toBe(59);
    now += 1_000;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('stores nothing for a TTL of 0', () => {
    const cache = new EdgeCache();
    cache.set('k', answer('private, no-store'), 0);
    expect(cache.get('k')).toBeUndefined();
  });
});
