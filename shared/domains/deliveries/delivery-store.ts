import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomBytes } from 'node:crypto';
import { db, tableName } from '../../platform/db/client';
import { batchGet, keyOf } from '../../platform/db/batch-get';
import { transactWrite, type WriteItem } from '../../platform/db/transact';
import { writeItem } from '../../platform/db/write-item';
import { eventIdentifier } from '../event-catalog/event-index';
import { reconcileKeyAttributes } from '../reconciler/reconcile-index';
import type { PipelineEventDetail } from '../events/event-bus';
import { newNumericId } from '../../platform/ids';
import { lastDeliveredMarker } from './last-delivery';
import {
  DELIVERY_RETENTION_DAYS,
  deliveryEntity,
  deliveryKey,
  deliveryKeys,
  type Delivery,
  type DeliveryAttempt,
  type DeliveryRef,
} from './delivery-entity';
import { chunked } from '../../platform/chunked';

/** Fan-out guard: one delivery per (event, target), whatever the number of fan-out retries. */
const fanOutKey = (eventId: string, targetId: string) => ({ pk: `FANOUT#${eventId}#${targetId}`, sk: 'FANOUT' });

/** TransactWriteItems takes 100 items: 50 deliveries with their guards. */
export const DELIVERIES_PER_TRANSACTION = 50;

/** A delivery the fan-out wants to exist: one event for one target. */
export interface DeliveryDraft {
  readonly event: PipelineEventDetail;
  readonly targetId: string;
  readonly payload: Record<string, unknown>;
}

/**
 * Creates the deliveries of many (event, target) pairs, 50 with their guards per transaction, and
 * answers per draft in order: the delivery and whether this call created it, or the error that
 * prevented it. A transaction refused by a guard (a fan-out retry) or an id collision falls back
 * to {@link ensureDelivery} for each of its drafts, which returns what exists.
 */
export async function createDeliveries(
  drafts: readonly DeliveryDraft[],
  now: Date = new Date(),
): Promise<Array<{ delivery: Delivery; created: boolean } | Error>> {
  const chunks = chunked(drafts, DELIVERIES_PER_TRANSACTION);
  const results = await Promise.all(
    chunks.map(async (chunk) => {
      const deliveries = chunk.map((draft) => newDelivery(draft.event, draft.targetId, draft.payload, now));
      try {
        const { failedIndex } = await transactWrite(deliveries.flatMap((delivery) => creationItems(delivery)));
        if (failedIndex === undefined) return deliveries.map((delivery) => ({ delivery, created: true }));
      } catch (error) {
        return chunk.map(() => asError(error));
      }
      return Promise.all(
        chunk.map((draft) => ensureDelivery(draft.event, draft.targetId, draft.payload, now).catch(asError)),
      );
    }),
  );
  return results.flat();
}

function creationItems(delivery: Delivery): WriteItem[] {
  return [
    {
      Put: {
        Item: {
          ...fanOutKey(delivery.event_id, delivery.target_id),
          entity: 'fanout',
          company_id: delivery.company_id,
          delivery_id: delivery.id,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    { Put: { Item: deliveryEntity.toRecord(delivery), ConditionExpression: 'attribute_not_exists(pk)' } },
  ];
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Creates the delivery of `event` for one target, or returns the one a previous fan-out of
 * the same event already created (EventBridge and SQS deliver at least once).
 */
export async function ensureDelivery(
  event: PipelineEventDetail,
  targetId: string,
  payload: Record<string, unknown>,
  now: Date = new Date(),
): Promise<{ delivery: Delivery; created: boolean }> {
  for (let attempt = 1; ; attempt++) {
    const delivery = newDelivery(event, targetId, payload, now);
    const { failedIndex } = await transactWrite(creationItems(delivery));
    if (failedIndex === undefined) return { delivery, created: true };
    // Another process minted the same id in the same millisecond: take a fresh one.
    if (failedIndex === 1 && attempt < 5) continue;
    const guard = await db().send(
      new GetCommand({ TableName: tableName(), Key: fanOutKey(event.event_id, targetId), ConsistentRead: true }),
    );
    const existing = guard.Item
      ? await getDelivery({ company_id: event.company_id, target_id: targetId, id: guard.Item.delivery_id as number })
      : undefined;
    if (!existing) throw new Error(`fan-out guard without delivery for ${event.event_id}/${targetId}`);
    return { delivery: existing, created: false };
  }
}

function newDelivery(
  event: PipelineEventDetail,
  targetId: string,
  payload: Record<string, unknown>,
  now: Date,
): Delivery {
  return {
    id: newNumericId(now.getTime()),
    company_id: event.company_id,
    target_id: targetId,
    event_id: event.event_id,
    identifier: `whd_${randomBytes(16).toString('hex')}`,
    name: eventIdentifier(event.resource, event.event),
    resource: event.resource,
    event: event.event,
    occurred_at: event.occurred_at,
    payload,
    status: 'pending',
    attempts: [],
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    ttl: Math.floor(now.getTime() / 1000) + DELIVERY_RETENTION_DAYS * 24 * 3600,
  };
}

/** Reads one delivery of a company's target: a GetItem, and one more per former shard count only when it is not at its current key. */
export async function getDelivery(delivery: DeliveryRef): Promise<Delivery | undefined> {
  for (const Key of deliveryKeys(delivery)) {
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }));
    if (Item) return deliveryEntity.fromRecord(Item);
  }
  return undefined;
}

/**
 * Reads many deliveries' items (strongly consistent): one BatchGetItem of their current keys, and
 * one of the former shard counts' keys of those not found there. Found items by
 * `keyOf(deliveryKey(ref))`, wherever they are stored.
 */
export async function getDeliveryRecords(refs: readonly DeliveryRef[]): Promise<Map<string, Record<string, unknown>>> {
  const found = await batchGet(refs.map(deliveryKey));
  const elsewhere = refs
    .filter((ref) => !found.has(keyOf(deliveryKey(ref))))
    .flatMap((ref) =>
      deliveryKeys(ref)
        .slice(1)
        .map((key) => ({ ref, key })),
    );
  if (elsewhere.length === 0) return found;
  const former = await batchGet(elsewhere.map(({ key }) => key));
  for (const { ref, key } of elsewhere) {
    const item = former.get(keyOf(key));
    if (item) found.set(keyOf(deliveryKey(ref)), item);
  }
  return found;
}

/**
 * Sends a conditional write to a delivery where it is stored: its current key, or, when no item is
 * there, the key of a former shard count (a delivery written before the count was raised). Only a
 * refusal without the item (a write that asks `ReturnValuesOnConditionCheckFailure: ALL_OLD` gets
 * it back when it exists) moves on to the next key, so a delivery is never written in two places.
 * Throws the last key's refusal when the delivery is at none.
 */
async function writeWhereStored(
  delivery: DeliveryRef,
  write: (Key: Record<string, string>) => Promise<unknown>,
): Promise<void> {
  const keys = deliveryKeys(delivery);
  for (const [index, Key] of keys.entries()) {
    try {
      await write(Key);
      return;
    } catch (error) {
      const absentHere = error instanceof ConditionalCheckFailedException && !error.Item;
      if (!absentHere || index === keys.length - 1) throw error;
    }
  }
}

/** A delivered event that becomes its company's last delivered one of `resource` (the inspect endpoint). */
export interface LastDelivered {
  readonly resource: string;
  readonly occurredAt: string;
}

/**
 * Appends an attempt and sets the resulting status in one UpdateItem, moving the reconciler's
 * marker to the next attempt's due time, or removing it once the delivery is settled; a delivery
 * that succeeded with `lastDelivered` takes the last-delivered marker instead, in the same write.
 */
export async function recordAttempt(
  delivery: DeliveryRef,
  attempt: DeliveryAttempt,
  status: Delivery['status'],
  lastDelivered?: LastDelivered,
): Promise<void> {
  // The marker needs only the key, the status and the due time, which the new attempt decides.
  const settled = reconcileMarker({
    company_id: delivery.company_id,
    id: delivery.id,
    status,
    updated_at: attempt.attempted_at,
    attempts: [attempt],
  });
  const marker =
    status === 'delivered' && lastDelivered
      ? lastDeliveredSet(lastDeliveredMarker(delivery, lastDelivered.resource, lastDelivered.occurredAt))
      : settled;
  try {
    await writeWhereStored(delivery, (Key) =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key,
          UpdateExpression: `SET attempts = list_append(if_not_exists(attempts, :empty), :attempt), #status = :status, updated_at = :now${marker.set}`,
          // Never a bare item: a delivery not (yet) at its sharded key is one the migration still has to move.
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#status': 'status', ...marker.names },
          ExpressionAttributeValues: {
            ':attempt': [attempt],
            ':empty': [],
            ':status': status,
            ':now': attempt.attempted_at,
            ...marker.values,
          },
        }),
      ),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException)
      throw new Error(`delivery ${delivery.id} is not at its key (unsharded, or expired); its message is retried`, {
        cause: error,
      });
    throw error;
  }
}

/**
 * Hands a pending delivery whose message went missing back to the queue's care: its marker's due
 * time moves to `now`, so the reconciler looks again only if this message goes missing too.
 * Conditional on the delivery being unchanged since it was read (an attempt in between wins).
 */
export async function touchPending(delivery: Delivery, now: Date): Promise<boolean> {
  const marker = reconcileMarker({ ...delivery, updated_at: now.toISOString() });
  try {
    await writeWhereStored(delivery, (Key) =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key,
          UpdateExpression: `SET updated_at = :now${marker.set}`,
          ConditionExpression: '#status = :pending AND updated_at = :seen',
          ExpressionAttributeNames: { '#status': 'status', ...marker.names },
          ExpressionAttributeValues: {
            ':now': now.toISOString(),
            ':pending': 'pending',
            ':seen': delivery.updated_at,
            ...marker.values,
          },
          // Tells a delivery changed since it was read (the item comes back) from one stored under a former key.
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      ),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Takes a pending delivery out of the reconciler's index when nothing will ever attempt it (its receiver is gone or inactive). */
export async function parkPending(delivery: DeliveryRef): Promise<void> {
  try {
    await writeWhereStored(delivery, (Key) =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key,
          UpdateExpression: 'REMOVE #gpk, #gsk',
          // A queue message may outlive its delivery (TTL): never recreate it as a bare key.
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: markerNames,
        }),
      ),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** The UpdateExpression fragment that sets (pending) or removes (settled) the reconciler's marker. */
function reconcileMarker(delivery: MarkerFields): {
  set: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
} {
  const pattern = deliveryEntity.keys.awaitingAttempt;
  if (!pattern.when(delivery as Delivery)) return { set: ' REMOVE #gpk, #gsk', names: markerNames, values: {} };
  return {
    set: ', #gpk = :gpk, #gsk = :gsk',
    names: markerNames,
    values: { ':gpk': pattern.pk(delivery as Delivery), ':gsk': pattern.sk(delivery as Delivery) },
  };
}

function lastDeliveredSet(marker: { pk: string; sk: string }): {
  set: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
} {
  return { set: ', #gpk = :gpk, #gsk = :gsk', names: markerNames, values: { ':gpk': marker.pk, ':gsk': marker.sk } };
}

/** What the marker of a delivery is computed from (the entity's `awaitingAttempt` pattern). */
type MarkerFields = Pick<Delivery, 'company_id' | 'id' | 'status' | 'updated_at' | 'attempts'>;

const markerNames = { '#gpk': reconcileKeyAttributes.pk, '#gsk': reconcileKeyAttributes.sk };

/**
 * Puts a delivery back to pending for a resend (same id, attempts kept), where it is stored; false
 * when it is stored nowhere any more (TTL removed it since it was read), so there is nothing to resend.
 */
export async function markPending(delivery: Delivery, now: Date = new Date()): Promise<boolean> {
  const record = deliveryEntity.toRecord({ ...delivery, status: 'pending', updated_at: now.toISOString() });
  try {
    await writeWhereStored(delivery, (Key) =>
      writeItem({ Put: { Item: { ...record, ...Key }, ConditionExpression: 'attribute_exists(pk)' } }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
