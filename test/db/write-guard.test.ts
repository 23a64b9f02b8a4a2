import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../shared/platform/db/client';
import { transactWrite } from '../../shared/platform/db/transact';
import { withWriteGuard, type WriteGuard } from '../../shared/platform/db/write-guard';
import { writeItem } from '../../shared/platform/db/write-item';

const key = (name: string) => ({ pk: `WRITE-GUARD#${randomUUID()}`, sk: name });
const read = async (itemKey: Record<string, unknown>) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: itemKey, ConsistentRead: true }))).Item;

class Refused extends Error {}

/** A guard on a flag item: writes commit only while the flag is `on`. */
async function flagGuard(on: boolean): Promise<WriteGuard> {
  const flag = key('FLAG');
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...flag, on } }));
  return {
    check: {
      ConditionCheck: {
        Key: flag,
        ConditionExpression: '#on = :true',
        ExpressionAttributeNames: { '#on': 'on' },
        ExpressionAttributeValues: { ':true': true },
      },
    },
    refusal: () => new Refused('guard failed'),
  };
}

describe('write guard: every write of a guarded unit of work is conditioned on the guard in the same transaction', () => {
  it('writeItem and transactWrite commit while the guard holds', async () => {
    const guard = await flagGuard(true);
    const single = key('SINGLE');
    const pair = [key('A'), key('B')];
    await withWriteGuard(guard, async () => {
      await writeItem({ Put: { Item: { ...single, value: 1 } } });
      expect(await transactWrite(pair.map((itemKey) => ({ Put: { Item: itemKey } })))).toEqual({});
    });
    expect(await read(single)).toMatchObject({ value: 1 });
    expect(await read(pair[1]!)).toBeDefined();
  });

  it("a failed guard throws the guard's refusal and writes nothing", async () => {
    const guard = await flagGuard(false);
    const single = key('SINGLE');
    const pair = [key('A'), key('B')];
    await expect(withWriteGuard(guard, () => writeItem({ Put: { Item: single } }))).rejects.toBeInstanceOf(Refused);
    await expect(
      withWriteGuard(guard, () => transactWrite(pair.map((itemKey) => ({ Put: { Item: itemKey } })))),
    ).rejects.toBeInstanceOf(Refused);
    expect(await read(single)).toBeUndefined();
    expect(await read(pair[0]!)).toBeUndefined();
  });

  it("the item's own failed condition is still ConditionalCheckFailedException, guarded or not", async () => {
    const guard = await flagGuard(true);
    const existing = key('EXISTING');
    await writeItem({ Put: { Item: existing } });
    const again = { Put: { Item: existing, ConditionExpression: 'attribute_not_exists(pk)' } } as const;
    await expect(writeItem(again)).rejects.toBeInstanceOf(ConditionalCheckFailedException);
    await expect(withWriteGuard(guard, () => writeItem(again))).rejects.toBeInstanceOf(ConditionalCheckFailedException);
  });

  it('a plain write sent inside a guard is refused, so no write path can skip the check', async () => {
    const guard = await flagGuard(true);
    const plain = key('PLAIN');
    await expect(
      withWriteGuard(guard, () => db().send(new PutCommand({ TableName: tableName(), Item: plain }))),
    ).rejects.toThrow(/inside a write guard/);
    expect(await read(plain)).toBeUndefined();
  });
});
