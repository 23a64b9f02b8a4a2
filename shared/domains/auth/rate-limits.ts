import { createHash } from 'node:crypto';
import { RateLimited } from '../../platform/errors/domain-error';
import { rateLimitBucketEntity } from './rate-limit-bucket';

/** Limits of the unauthenticated endpoints that create things or send mail, each per one subject. */
export const rateLimits = {
  /** POST /api/company: company sign-ups per IP. */
  sign_up: { max: 5, windowSeconds: 3600 },
  /** POST /api/auth/sign_in_links: sign-in link requests per IP. */
  sign_in_link: { max: 10, windowSeconds: 900 },
  /**
   * POST /api/auth/sign_in_links: requests per email address, whatever the IP, so rotating
   * addresses cannot flood one inbox. Counted whether or not the address has an account, so the
   * 429 reveals nothing about accounts.
   */
  sign_in_link_email: { max: 5, windowSeconds: 3600 },
  /** POST …/carts/{cart_token}/auth/magic_link: sign-in codes requested per IP. */
  customer_sign_in_code: { max: 10, windowSeconds: 900 },
  /**
   * POST …/carts/{cart_token}/auth/magic_link: codes per email address, whatever the IP or shop;
   * counted whether or not the address is a customer, so the 429 reveals nothing about accounts.
   */
  customer_sign_in_code_email: { max: 5, windowSeconds: 3600 },
  /** POST /api/v202604/media/{slug}/leads: contacts captured on share pages, per IP. */
  lead_capture: { max: 20, windowSeconds: 3600 },
} as const satisfies Record<string, { max: number; windowSeconds: number }>;

export type RateLimit = keyof typeof rateLimits;

/**
 * Counts one request of `subject` (an IP, an email address) against a fixed-window limit and
 * answers 429 (with Retry-After until the window ends) once the window's allowance is used. The
 * counter is one DynamoDB item per subject and window, incremented atomically, so the limit holds
 * across Lambda containers; its key carries a hash of the subject, never an address; its TTL
 * removes it after the window (a late TTL is harmless: the window is part of the key).
 */
export async function enforceRateLimit(limit: RateLimit, subject: string, now: Date = new Date()): Promise<void> {
  const { max, windowSeconds } = rateLimits[limit];
  const subjectHash = createHash('sha256').update(subject.trim().toLowerCase()).digest('base64url');
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  const windowEnd = windowStart + windowSeconds;
  const bucket = { limit, subject_hash: subjectHash, window_start: windowStart };
  const updated = await rateLimitBucketEntity.updateNow(
    bucket,
    { set: { ...bucket, ttl: windowEnd + 60 }, add: { hits: 1 } },
    { upsert: true, returns: 'UPDATED_NEW' },
  );
  if (Number(updated?.hits ?? 0) > max) throw new RateLimited(Math.max(1, windowEnd - nowSeconds));
}
