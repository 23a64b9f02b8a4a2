import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../shared/platform/db/client';
import { itemBytes, recordPartitionWrites, type PartitionWrites } from '../../lib/local/partition-writes';
import { partitionHeat } from '../../bench/partition-heat';

describe("write units per partition key (the bench's hot-partition measurement)", () => {
  it('charges a write to its table key and each index key its item carries, one unit per KB started, and hides the item it asked DynamoDB for', async () => {
    const pk = `PWTEST#${randomUUID()}`;
    const totals: PartitionWrites = {};
    const stop = recordPartitionWrites(db(), totals, 'partition-writes-test');
    let updated: Record<string, unknown> | undefined;
    try {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { pk, sk: 'A', gsi1pk: `${pk}#INDEX`, gsi1sk: 'A', body: 'x'.repeat(1500) },
        }),
      );
      updated = (
        await db().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: { pk, sk: 'A' },
            UpdateExpression: 'SET extra = :extra',
            ExpressionAttributeValues: { ':extra': 'y'.repeat(700) },
          }),
        )
      ).Attributes;
      await db().send(new DeleteCommand({ TableName: tableName(), Key: { pk, sk: 'A' } }));
    } finally {
      stop();
    }
    // Put 2 KB, update to 3 KB (the item DynamoDB returned), delete 3 KB; the index entry with the put and the update.
    expect(totals[`table:${pk}`]).toBe(2 + 3 + 3);
    expect(totals[`gsi1:${pk}#INDEX`]).toBe(2 + 3 + 3);
    expect(updated).toBeUndefined();
  });

  it('sizes items by attribute names and values', () => {
    expect(itemBytes({ pk: 'abc', n: 12345, list: ['a', 'b'], map: { k: true } })).toBe(
      2 + 3 + 1 + 4 + 4 + 3 + 2 + 2 + 3 + 3 + 1 + 1 + 1,
    );
  });

  it('names the hottest key as a pattern with its units per event and the events/s it allows at 1,000 WCU/s', () => {
    const heat = partitionHeat({ 'table:COMPANY#123456#DELIVERIES#3': 40, 'table:OUTBOX#abc': 2 }, 100);
    expect(heat).toMatchObject({
      hottestKey: 'table:COMPANY#<id>#DELIVERIES#3',
      unitsPerEvent: 0.4,
      eventsPerSecondCeiling: 2500,
    });
  });
});
