import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { db, tableName } from '../../shared/platform/db/client';
import { defineEntity, sendUpdate } from '../../shared/platform/db/entity';
import { updateWrite } from '../../shared/platform/db/entity-writes';
import { transactWrite } from '../../shared/platform/db/transact';
import { writeItem } from '../../shared/platform/db/write-item';
import { countCalls } from '../helpers/dynamodb-calls';

/** A note of a test-only partition: the entity operations run on DynamoDB Local's table. */
const noteEntity = defineEntity({
  name: 'note',
  schema: () =>
    z.object({
      board: z.string(),
      id: z.number().int(),
      status: z.string(),
      views: z.number().int(),
      label: z.string().nullable().default(null),
      version: z.number().int(),
    }),
  keys: {
    primary: { pk: (note) => `NOTES#${note.board}`, sk: (note) => `NOTE#${String(note.id).padStart(4, '0')}` },
    byStatus: {
      index: 'gsi1',
      pk: (note) => `NOTES#${note.board}#${note.status}`,
      sk: (note) => `NOTE#${String(note.id).padStart(4, '0')}`,
    },
  },
});

const stored = async (key: Record<string, unknown>) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;

describe('entity operations (on the table)', () => {
  it('create, get, update, change and delete write the records toRecord describes, one call each', async () => {
    const board = randomUUID();
    const note = { board, id: 1, status: 'open', views: 0, label: null, version: 0 };

    expect(await countCalls(() => writeItem(noteEntity.create(note)))).toEqual({ PutItem: 1 });
    await expect(writeItem(noteEntity.create(note))).rejects.toBeInstanceOf(ConditionalCheckFailedException);
    expect(await stored(noteEntity.key(note))).toEqual(noteEntity.toRecord(note));
    expect(await noteEntity.get({ board, id: 1 }, { consistent: true })).toEqual(note);
    expect(await noteEntity.get({ board, id: 2 }, { consistent: true })).toBeUndefined();

    // Reserved words (`status`) need no aliasing by the caller; undefined values are skipped.
    await writeItem(
      noteEntity.update(
        note,
        { set: { status: 'open', label: 'x', board: undefined }, add: { views: 2 } },
        { condition: 'attribute_exists(pk)' },
      ),
    );
    expect(await noteEntity.updateAndRead(note, { remove: ['label'], add: { views: 1 } })).toEqual({
      ...note,
      views: 3,
      label: null,
    });
    await expect(
      writeItem(noteEntity.update({ board, id: 9 }, { set: { label: 'y' } }, { condition: 'attribute_exists(pk)' })),
    ).rejects.toBeInstanceOf(ConditionalCheckFailedException);

    const read = (await noteEntity.get(note, { consistent: true }))!;
    const closed = { ...read, status: 'closed' };
    const other = { ...note, id: 2 };
    await writeItem(noteEntity.put(other));
    const otherOpen = noteEntity.check(other, {
      expression: '#s = :open',
      names: { '#s': 'status' },
      values: { ':open': 'open' },
    });
    expect(await transactWrite([noteEntity.change(read, closed), otherOpen])).toEqual({});
    expect(await stored(noteEntity.key(note))).toMatchObject({
      status: 'closed',
      gsi1pk: `NOTES#${board}#closed`,
      version: 1,
    });

    await writeItem(noteEntity.delete(note, { condition: 'attribute_exists(pk)' }));
    expect(await stored(noteEntity.key(note))).toBeUndefined();
  });

  it('queryAll reads a pattern in key order, newest first, filtered, on an index', async () => {
    const board = randomUUID();
    const notes = [1, 2, 3].map((id) => ({
      board,
      id,
      status: id === 2 ? 'closed' : 'open',
      views: id,
      label: null,
      version: 0,
    }));
    await transactWrite(notes.map((note) => noteEntity.put(note)));

    expect((await noteEntity.queryAll('primary', { board }, { consistent: true })).map((note) => note.id)).toEqual([
      1, 2, 3,
    ]);
    expect(
      (
        await noteEntity.queryAll(
          'primary',
          { board },
          {
            consistent: true,
            newestFirst: true,
            filter: { expression: '#views > :one', names: { '#views': 'views' }, values: { ':one': 1 } },
          },
        )
      ).map((note) => note.id),
    ).toEqual([3, 2]);
    expect(
      (await noteEntity.queryAll('primary', { board }, { consistent: true, skPrefix: 'NOTE#0002' })).map(
        (note) => note.id,
      ),
    ).toEqual([2]);
    expect((await noteEntity.queryAll('byStatus', { board, status: 'open' })).map((note) => note.id)).toEqual([1, 3]);
  });

  it('updateNow upserts with the type tag and answers only what it wrote; setIfAbsent keeps a first value, append extends a list', async () => {
    const board = randomUUID();
    const first = await countCalls(() =>
      noteEntity.updateNow({ board, id: 7 }, { add: { views: 1 } }, { upsert: true, returns: 'UPDATED_NEW' }),
    );
    expect(first).toEqual({ UpdateItem: 1 });
    expect(
      await noteEntity.updateNow(
        { board, id: 7 },
        { setIfAbsent: { status: 'first' }, add: { views: 1 } },
        { returns: 'UPDATED_NEW' },
      ),
    ).toEqual({ status: 'first', views: 2 });
    await noteEntity.updateNow({ board, id: 7 }, { setIfAbsent: { status: 'second' } });
    await sendUpdate(
      updateWrite(noteEntity.key({ board, id: 7 }), { append: { tags: ['a'] } as Record<string, unknown[]> }),
    );
    await sendUpdate(
      updateWrite(noteEntity.key({ board, id: 7 }), { append: { tags: ['b'] } as Record<string, unknown[]> }),
    );
    expect(await stored(noteEntity.key({ board, id: 7 }))).toMatchObject({
      entity: 'note',
      status: 'first',
      views: 2,
      tags: ['a', 'b'],
    });
    expect(await noteEntity.updateNow({ board, id: 8 }, { add: { views: 1 } })).toBeUndefined();
    expect((await stored(noteEntity.key({ board, id: 8 })))?.entity).toBeUndefined();
  });
});
