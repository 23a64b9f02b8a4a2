import { randomUUID } from 'node:crypto';
import { batchWrite } from '../../platform/db/batch-write';
import type { WriteItem } from '../../platform/db/transact';
import { reconcileMarker } from '../reconciler/reconcile-index';

/** Unpublished outbox records outlive any retry window, then DynamoDB's TTL removes them. */
const OUTBOX_RETENTION_SECONDS = 7 * 24 * 3600;

/** A state change that is an event, as the code that caused it describes it. */
export interface DomainEvent {
  companyId: number;
  /** Lowercase resource name (`member`, `order`, `company_event`, `droplet`). */
  resource: string;
  /** Event on the resource (`created`, `updated`, ...). */
  event: string;
  /** The resource object as the webhook payload carries it under its resource name. */
  data: Record<string, unknown>;
  occurredAt?: Date;
}

/** The stored outbox record the DynamoDB stream relays to EventBridge. */
export interface OutboxRecord {
  pk: string;
  sk: 'OUTBOX';
  entity: 'outbox';
  event_id: string;
  company_id: number;
  resource: string;
  event: string;
  data: Record<string, unknown>;
  occurred_at: string;
  ttl: number;
}

/**
 * The outbox Put to add to the same TransactWriteItems as the state change, so the change and its
 * event commit together or not at all.
 *
 * @example await transactWrite([{ Put: { Item: memberEntity.toRecord(member) } }, outboxPut({ companyId, resource: 'member', event: 'created', data })]);
 */
export function outboxPut(event: DomainEvent): WriteItem {
  const occurredAt = event.occurredAt ?? new Date();
  const eventId = `evt_${randomUUID().replaceAll('-', '')}`;
  const record: OutboxRecord = {
    pk: `OUTBOX#${eventId}`,
    sk: 'OUTBOX',
    entity: 'outbox',
    event_id: eventId,
    company_id: event.companyId,
    resource: event.resource,
    event: event.event,
    data: event.data,
    occurred_at: occurredAt.toISOString(),
    ttl: Math.floor(occurredAt.getTime() / 1000) + OUTBOX_RETENTION_SECONDS,
  };
  // Marked for the reconciler until the relay has published it (see reconciler/reconcile-index.ts).
  const item = { ...record, ...reconcileMarker('OUTBOX', eventId, record.occurred_at, eventId) };
  return { Put: { Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
}

/**
 * Deletes published outbox records, 25 to a BatchWriteItem: the stream has already carried the
 * record, so it has nothing left to do, and deleting it also takes it out of the reconciler's
 * index. A record already gone (deleted by the other publisher, or TTL) is fine; a crash before
 * this only means the reconciler publishes the record once more, which fan-out absorbs (one
 * delivery per event and receiver).
 */
export async function deletePublished(records: readonly Pick<OutboxRecord, 'pk' | 'sk'>[]): Promise<void> {
  await batchWrite(records.map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })));
}
