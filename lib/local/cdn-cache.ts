import type { CdnCachePolicy } from './cdn-distribution';

/** An answer as the gateway gave it (and as the edge stores it). */
export interface EdgeAnswer {
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, string | string[]>>;
  readonly body: Buffer;
}

/** Statuses CloudFront stores by the origin's cache headers. */
const CACHEABLE_STATUSES = new Set([200, 203, 300, 301, 404, 410]);
/** Entries kept before the oldest is evicted: a local runtime's memory stays bounded. */
const MAX_ENTRIES = 5_000;

/**
 * How long CloudFront keeps an answer (seconds; 0: not stored), from the origin's `Cache-Control`
 * and the cache policy's TTLs: `no-store`, `no-cache` and `private` store nothing unless the
 * policy's minimum TTL is above 0; `s-maxage`, else `max-age`, clamped to [min, max]; no directive,
 * the default TTL.
 */
export function edgeTtlSeconds(answer: EdgeAnswer, policy: CdnCachePolicy): number {
  if (!CACHEABLE_STATUSES.has(answer.statusCode)) return 0;
  const header = answer.headers['cache-control'];
  const directives = new Map(
    String(Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean)
      .map((part) => {
        const [name = '', value] = part.split('=');
        return [name.trim(), value?.trim()] as const;
      }),
  );
  if (['no-store', 'no-cache', 'private'].some((name) => directives.has(name))) return policy.minTtl;
  const stated = Number(directives.get('s-maxage') ?? directives.get('max-age') ?? Number.NaN);
  const ttl = Number.isFinite(stated) ? stated : policy.defaultTtl;
  return Math.min(Math.max(ttl, policy.minTtl), policy.maxTtl);
}

/** The edge's store: answers by cache key until their TTL passes, oldest evicted first. */
export class EdgeCache {
  private readonly entries = new Map<string, { answer: EdgeAnswer; storedAt: number; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The stored answer and its age in seconds, while fresh. */
  get(key: string): { answer: EdgeAnswer; ageSeconds: number } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (now >= entry.expiresAt) {
      this.entries.delete(key);
      return undefined;
    }
    return { answer: entry.answer, ageSeconds: Math.floor((now - entry.storedAt) / 1000) };
  }

  set(key: string, answer: EdgeAnswer, ttlSeconds: number): void {
    if (ttlSeconds <= 0) return;
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    const now = this.now();
    this.entries.set(key, { answer, storedAt: now, expiresAt: now + ttlSeconds * 1000 });
  }

  /** Forgets everything (CloudFront's `/*` invalidation). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
