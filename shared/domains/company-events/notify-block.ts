import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';
import type { WriteItem } from '../../platform/db/transact';
import { eventSortKey } from './event-entity';

/** Further sends for an event are refused this long after one went out (SPEC "Limits"). */
export const NOTIFY_BLOCK_MS = 5 * 60 * 1000;

/** An event's re-send block: its own item beside the event, so edits of the event never clear it. */
export const notifyBlockEntity = defineEntity({
  name: 'company_event_notify_block',
  schema: () =>
    z.object({
      company_id: z.number().int(),
      event_id: z.number().int(),
      blocked_until_ms: z.number().int(),
      ttl: z.number().int(),
    }),
  keys: {
    primary: {
      pk: (block) => companyPartition(block.company_id),
      sk: (block) => `${eventSortKey(block.event_id)}#NOTIFY_BLOCK`,
    },
  },
});

/** Key of the item that holds an event's re-send block. */
export function notifyBlockKey(companyId: number, eventId: number): Record<string, string> {
  return notifyBlockEntity.key({ company_id: companyId, event_id: eventId });
}

/**
 * The transaction item that claims the block: it succeeds only when no block exists or the last
 * one has expired, so of two concurrent sends exactly one can commit.
 */
export function claimNotifyBlock(companyId: number, eventId: number, now: Date): WriteItem {
  const until = now.getTime() + NOTIFY_BLOCK_MS;
  return notifyBlockEntity.put(
    {
      company_id: companyId,
      event_id: eventId,
      blocked_until_ms: until,
      // DynamoDB removes expired blocks eventually; the condition compares the time itself.
      ttl: Math.ceil(until / 1000) + 3600,
    },
    {
      condition: {
        expression: 'attribute_not_exists(pk) OR blocked_until_ms <= :now',
        values: { ':now': now.getTime() },
      },
    },
  );
}

/** Whole seconds until the event may be notified again (at least 1 while blocked, 0 when free). */
export async function notifyBlockRemainingSeconds(companyId: number, eventId: number, now: Date): Promise<number> {
  const block = await notifyBlockEntity.getFields({ company_id: companyId, event_id: eventId }, ['blocked_until_ms'], {
    consistent: true,
  });
  const until = block?.blocked_until_ms ?? 0;
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/** The transaction item that removes the block along with its event. */
export function releaseNotifyBlock(companyId: number, eventId: number): WriteItem {
  return notifyBlockEntity.delete({ company_id: companyId, event_id: eventId });
}
