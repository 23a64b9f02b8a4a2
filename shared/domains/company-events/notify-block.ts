import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { companyPartition } from '../company/company-entity';
import { db, tableName } from '../../platform/db/client';
import type { WriteItem } from '../../platform/db/transact';
import { eventSortKey } from './event-entity';

/** Further sends for an event are refused this long after one went out (SPEC "Limits"). */
export const NOTIFY_BLOCK_MS = 5 * 60 * 1000;

/** Key of the item that holds an event's re-send block (separate from the event, so edits never clear it). */
export function notifyBlockKey(companyId: number, eventId: number): { pk: string; sk: string } {
  return { pk: companyPartition(companyId), sk: `${eventSortKey(eventId)}#NOTIFY_BLOCK` };
}

/**
 * The transaction item that claims the block: it succeeds only when no block exists or the last
 * one has expired, so of two concurrent sends exactly one can commit.
 */
export function claimNotifyBlock(companyId: number, eventId: number, now: Date): WriteItem {
  const until = now.getTime() + NOTIFY_BLOCK_MS;
  return {
    Put: {
      Item: {
        ...notifyBlockKey(companyId, eventId),
        entity: 'company_event_notify_block',
        blocked_until_ms: until,
        // DynamoDB removes expired blocks eventually; the condition compares the time itself.
        ttl: Math.ceil(until / 1000) + 3600,
      },
      ConditionExpression: 'attribute_not_exists(pk) OR blocked_until_ms <= :now',
      ExpressionAttributeValues: { ':now': now.getTime() },
    },
  };
}

/** Whole seconds until the event may be notified again (at least 1 while blocked, 0 when free). */
export async function notifyBlockRemainingSeconds(companyId: number, eventId: number, now: Date): Promise<number> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: notifyBlockKey(companyId, eventId), ConsistentRead: true }),
  );
  const until = (Item?.blocked_until_ms as number | undefined) ?? 0;
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/** The transaction item that removes the block along with its event. */
export function releaseNotifyBlock(companyId: number, eventId: number): WriteItem {
  return { Delete: { Key: notifyBlockKey(companyId, eventId) } };
}
