import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { RateLimited } from '../http/errors';

/** Per-IP limits of the unauthenticated endpoints that create things or send mail. */
export const ipRateLimits = {
  /** POST /api/company: company sign-ups. */
  sign_up: { max: 5, windowSeconds: 3600 },
  /** POST /api/auth/sign_in_links: sign-in link emails. */
  sign_in_link: { max: 10, windowSeconds: 900 },
  /** POST /api/v202604/media/{slug}/leads: contacts captured on share pages. */
  lead_capture: { max: 20, windowSeconds: 3600 },
} as const satisfies Record<string, { max: number; windowSeconds: number }>;

export type IpRateLimit = keyof typeof ipRateLimits;

/**
 * Counts one request from `ip` against a fixed-window limit and answers 429 (with Retry-After
 * until the window ends) once the window's allowance is used. The counter is one DynamoDB item per
 * IP and window, incremented atomically, so the limit holds across Lambda containers; its TTL
 * removes it after the window (a late TTL is harmless: the window is part of the key).
 */
export async function enforceIpRateLimit(limit: IpRateLimit, ip: string, now: Date = new Date()): Promise<void> {
  const { max, windowSeconds } = ipRateLimits[limit];
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  const windowEnd = windowStart + windowSeconds;
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: `RATELIMIT#${limit}#${ip}#${windowStart}`, sk: 'RATELIMIT' },
      UpdateExpression: 'ADD hits :one SET entity = :entity, #ttl = :ttl',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':entity': 'rate_limit', ':ttl': windowEnd + 60 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  if (Number(Attributes?.hits ?? 0) > max) throw new RateLimited(Math.max(1, windowEnd - nowSeconds));
}
