import { createHash } from 'node:crypto';
import { transactWrite } from '../../../platform/db/transact';
import { bumpStats } from './medium-stats';
import type { SharedMedium } from './capture-lead';

/** A visitor's views of one medium count once per window. */
export const VIEW_WINDOW_SECONDS = 3600;

/**
 * Counts a view of a shared medium, once per visitor (hash of IP and user agent, never stored in
 * clear) per hour: a marker item guarded by attribute_not_exists and the counter commit together,
 * so a reload does not inflate `views`. Returns whether this view was counted.
 */
export async function recordView(
  medium: SharedMedium,
  visitor: { ip: string; userAgent: string },
  now: Date = new Date(),
): Promise<boolean> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const windowStart = nowSeconds - (nowSeconds % VIEW_WINDOW_SECONDS);
  const fingerprint = createHash('sha256')
    .update(`${visitor.ip}\n${visitor.userAgent}`)
    .digest('base64url')
    .slice(0, 22);
  const { failedIndex } = await transactWrite([
    {
      Put: {
        Item: {
          pk: `MEDIUM_VIEW#${medium.company_id}#${medium.id}#${fingerprint}#${windowStart}`,
          sk: 'MEDIUM_VIEW',
          entity: 'medium_view',
          ttl: windowStart + VIEW_WINDOW_SECONDS + 60,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    bumpStats(medium.company_id, medium.id, 'views'),
  ]);
  return failedIndex === undefined;
}
