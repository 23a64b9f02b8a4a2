import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { retryStaleWrites } from './retry-stale-write';
import { transactWrite, type WriteItem } from './transact';
import { currentWriteGuard } from './write-guard';

/** One Put, Update or Delete of the single table. */
export type SingleWrite =
  | Required<Pick<WriteItem, 'Put'>>
  | Required<Pick<WriteItem, 'Update'>>
  | Required<Pick<WriteItem, 'Delete'>>;

/**
 * Writes one item: a plain PutItem/UpdateItem/DeleteItem, or, inside a write guard
 * (write-guard.ts), a transaction of the write and the guard's check (transaction conflicts with
 * a concurrent writer of the guarded item are retried). Either way a failed condition of the item
 * itself throws ConditionalCheckFailedException, so callers handle both paths alike.
 */
export async function writeItem(write: SingleWrite): Promise<void> {
  if (currentWriteGuard()) {
    const { failedIndex } = await retryStaleWrites(() => transactWrite([write]), {
      conflictMessage: 'The resource is changing; retry',
    });
    if (failedIndex !== undefined)
      throw new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });
    return;
  }
  const TableName = tableName();
  if ('Put' in write) await db().send(new PutCommand({ ...write.Put, TableName }));
  else if ('Update' in write) await db().send(new UpdateCommand({ ...write.Update, TableName }));
  else await db().send(new DeleteCommand({ ...write.Delete, TableName }));
}
