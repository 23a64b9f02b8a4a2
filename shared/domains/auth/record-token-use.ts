import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { logger } from '../../platform/logger';
import { apiTokenEntity, type ApiToken } from './api-token-entity';

/** `last_used_at` is kept to this precision, so a busy token costs one write per interval, not per call. */
export const LAST_USED_PRECISION_MS = 15 * 60 * 1000;

/**
 * Records that a token was used, at most once per LAST_USED_PRECISION_MS. The condition lets only
 * one of several concurrent containers write; losing that race or failing to write never fails
 * the request (the token is valid either way), but failures are logged. Sent on its own, never
 * inside a request's guarded write: authentication runs before any.
 */
export async function recordTokenUse(token: ApiToken, now: Date): Promise<void> {
  if (token.last_used_at && now.getTime() - Date.parse(token.last_used_at) < LAST_USED_PRECISION_MS) return;
  try {
    await apiTokenEntity.updateNow(
      token,
      { set: { last_used_at: now.toISOString() } },
      {
        condition: {
          expression: 'attribute_exists(pk) AND (attribute_type(last_used_at, :null) OR last_used_at < :threshold)',
          values: { ':null': 'NULL', ':threshold': new Date(now.getTime() - LAST_USED_PRECISION_MS).toISOString() },
        },
      },
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException))
      logger.warn('Could not record token use', { token_id: token.id, error: error as Error });
  }
}
