import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RETIRE_WITHIN_MS, RetiringOutbox } from '../../shared/domains/events/retiring-outbox';
import { db, tableName } from '../../shared/platform/db/client';
import { UNRELAYED_OUTBOX_MARGIN_SECONDS } from '../../shared/domains/events/unrelayed-outbox';

/**
 * Stores `count` items keyed as outbox records, as the relay holds them after publishing. Not
 * real outbox records (no `entity`), so the test runtime's own relay, which reads the same table's
 * stream, leaves them to the instance under test.
 */
async function published(count: number, occurredAt = new Date()): Promise<Published[]> {
  const records = Array.from({ length: count }, () => ({
    pk: `OUTBOX#evt_${randomUUID().replaceAll('-', '')}`,
    sk: 'OUTBOX' as const,
    occurred_at: occurredAt.toISOString(),
  }));
  await Promise.all(records.map((Item) => db().send(new PutCommand({ TableName: tableName(), Item }))));
  return records;
}

type Published = Parameters<RetiringOutbox['retire']>[0][number];

/** How many of the records are still in the table. */
const stored = async (records: readonly Published[]) => {
  const found = await Promise.all(
    records.map(({ pk, sk }) =>
      db().send(new GetCommand({ TableName: tableName(), Key: { pk, sk }, ConsistentRead: true })),
    ),
  );
  return found.filter(({ Item }) => Item !== undefined).length;
};

describe('the relay retiring published outbox records', () => {
  it('holds fewer than 25 recent records and deletes them all with the 25th', async () => {
    const outbox = new RetiringOutbox();
    const records = await published(25);

    for (const record of records.slice(0, 24)) await outbox.retire([record]);
    expect(await stored(records)).toBe(25);

    await outbox.retire(records.slice(24));
    expect(await stored(records)).toBe(0);
  });

  it('deletes what it holds once the oldest was committed RETIRE_WITHIN_MS ago, well before the reconciler would re-publish it', async () => {
    expect(RETIRE_WITHIN_MS).toBeLessThan((UNRELAYED_OUTBOX_MARGIN_SECONDS * 1000) / 2);
    const outbox = new RetiringOutbox();
    const [record] = await published(1);
    const committedAt = Date.parse(record!.occurred_at);

    await outbox.retire([record!], new Date(committedAt + 1000));
    await outbox.retire([], new Date(committedAt + RETIRE_WITHIN_MS - 1));
    expect(await stored([record!])).toBe(1);

    await outbox.retire([], new Date(committedAt + RETIRE_WITHIN_MS));
    expect(await stored([record!])).toBe(0);
  });

  it('deletes at once a record the stream relayed late (committed longer ago than the bound)', async () => {
    const outbox = new RetiringOutbox();
    const records = await published(2, new Date(Date.now() - RETIRE_WITHIN_MS - 1000));

    await outbox.retire(records);
    expect(await stored(records)).toBe(0);
  });
});
