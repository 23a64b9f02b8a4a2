import { z } from 'zod';
import { defineEntity } from '../../platform/db/entity';

/**
 * One subject's requests against one limit in one fixed window: created by its first atomic ADD,
 * removed by its TTL after the window. The subject is only ever stored as a hash.
 */
export const rateLimitBucketEntity = defineEntity({
  name: 'rate_limit',
  schema: () =>
    z.object({
      limit: z.string(),
      /** base64url SHA-256 of the trimmed, lower-cased subject (an IP, an email address). */
      subject_hash: z.string(),
      /** Epoch seconds the window starts at. */
      window_start: z.number().int(),
      hits: z.number().int(),
      ttl: z.number().int(),
    }),
  keys: {
    primary: {
      pk: (bucket) => `RATELIMIT#${bucket.limit}#${bucket.subject_hash}#${bucket.window_start}`,
      sk: () => 'RATELIMIT',
    },
  },
});
