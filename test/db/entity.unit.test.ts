import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { db, tableName } from '../../shared/platform/db/client';
import { defineEntity, entityRecords } from '../../shared/platform/db/entity';
import { transactWrite } from '../../shared/platform/db/transact';
import { writeItem } from '../../shared/platform/db/write-item';
import { countCalls } from '../helpers/dynamodb-calls';

describe('defineEntity', () => {
  it('builds its schema on the first parse, once: keys, records and queries need none (importing an entity costs no zod schema)', () => {
    let builds = 0;
    const entity = defineEntity({
      name: 'note',
      schema: () => (builds++, z.object({ company_id: z.number().int(), id: z.number().int(), body: z.string().default('') })),
      keys: { primary: { pk: (note) => `COMPANY#${note.company_id}`, sk: (note) => `NOTE#${note.id}` } },
    });

    expect(entity.key({ company_id: 1, id: 2 })).toEqual({ pk: 'COMPANY#1', sk: 'NOTE#2' });
    expect(entity.toRecord({ company_id: 1, id: 2, body: 'x' })).toMatchObject({ pk: 'COMPANY#1', sk: 'NOTE#2', entity: 'note' });
    expect(entity.query('primary', { company_id: 1 }).ExpressionAttributeValues).toEqual({ ':pk': 'COMPANY#1' });
    expect(builds).toBe(0);

    expect(entity.fromRecord({ pk: 'COMPANY#1', sk: 'NOTE#2', entity: 'note', company_id: 1, id: 2 })).toEqual({ company_id: 1, id: 2, body: '' });
    expect(entity.fromRecord({ company_id: 1, id: 3, body: 'y' })).toEqual({ company_id: 1, id: 3, body: 'y' });
    expect(entity.schema).toBe(entity.schema);
    expect(builds).toBe(1);
  });

  it('entityRecords writes the records and keys its entity writes, without a schema to build (a writer that never reads the entity back)', () => {
    type Note = { company_id: number; id: number; body: string; pinned: boolean };
    const keys = {
      primary: { pk: (note: Note) => `COMPANY#${note.company_id}`, sk: (note: Note) => `NOTE#${note.id}` },
      pinned: { index: 'gsi1', pk: (note: Note) => `COMPANY#${note.company_id}#PINNED`, sk: (note: Note) => `NOTE#${note.id}`, when: (note: Note) => note.pinned },
    } as const;
    const entity = defineEntity({ name: 'note', schema: () => z.object({ company_id: z.number().int(), id: z.number().int(), body: z.string(), pinned: z.boolean() }), keys });
    const records = entityRecords<Note, typeof keys>({ name: 'note', keys });

    for (const note of [{ company_id: 1, id: 2, body: 'x', pinned: true }, { company_id: 1, id: 3, body: 'y', pinned: false }]) {
      expect(records.toRecord(note)).toEqual(entity.toRecord(note));
    }
    expect(records.toRecord({ company_id: 1, id: 2, body: 'x', pinned: true })).toMatchObject({ gsi1pk: 'COMPANY#1#PINNED', gsi1sk: 'NOTE#2' });
    expect(records.toRecord({ company_id: 1, id: 3, body: 'y', pinned: false })).not.toHaveProperty('gsi1pk');
    expect(records.key({ company_id: 1, id: 2 })).toEqual(entity.key({ company_id: 1, id: 2 }));
    expect(records.query('pinned', { company_id: 1 })).toEqual(entity.query('pinned', { company_id: 1 }));
    expect(records).not.toHaveProperty('schema');
  });
});

/** A note of a test-only partition: the entity operations run on DynamoDB Local's table. */
const noteEntity = defineEntity({
  name: 'note',
  schema: () => z.object({ board: z.string(), id: z.number().int(), status: z.string(), views: z.number().int(), label: z.string().nullable().default(null), version: z.number().int() }),
  keys: {
    primary: { pk: (note) => `NOTES#${note.board}`, sk: (note) => `NOTE#${String(note.id).padStart(4, '0')}` },
    byStatus: { index: 'gsi1', pk: (note) => `NOTES#${note.board}#${note.status}`, sk: (note) => `NOTE#${String(note.id).padStart(4, '0')}` },
  },
});

const stored = async (key: Record<string, unknown>) => (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;

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
    await writeItem(noteEntity.update(note, { set: { status: 'open', label: 'x', board: undefined }, add: { views: 2 } }, { condition: 'attribute_exists(pk)' }));
    expect(await noteEntity.updateAndRead(note, { remove: ['label'], add: { views: 1 } })).toEqual({ ...note, views: 3, label: null });
    await expect(writeItem(noteEntity.update({ board, id: 9 }, { set: { label: 'y' } }, { condition: 'attribute_exists(pk)' }))).rejects.toBeInstanceOf(ConditionalCheckFailedException);

    const read = (await noteEntity.get(note, { consistent: true }))!;
    const closed = { ...read, status: 'closed' };
    const other = { ...note, id: 2 };
    await writeItem(noteEntity.put(other));
    const otherOpen = noteEntity.check(other, { expression: '#s = :open', names: { '#s': 'status' }, values: { ':open': 'open' } });
    expect(await transactWrite([noteEntity.change(read, closed), otherOpen])).toEqual({});
    expect(await stored(noteEntity.key(note))).toMatchObject({ status: 'closed', gsi1pk: `NOTES#${board}#closed`, version: 1 });

    await writeItem(noteEntity.delete(note, { condition: 'attribute_exists(pk)' }));
    expect(await stored(noteEntity.key(note))).toBeUndefined();
  });

  it('queryAll reads a pattern in key order, newest first, filtered, on an index', async () => {
    const board = randomUUID();
    const notes = [1, 2, 3].map((id) => ({ board, id, status: id === 2 ? 'closed' : 'open', views: id, label: null, version: 0 }));
    await transactWrite(notes.map((note) => noteEntity.put(note)));

    expect((await noteEntity.queryAll('primary', { board }, { consistent: true })).map((note) => note.id)).toEqual([1, 2, 3]);
    expect((await noteEntity.queryAll('primary', { board }, { consistent: true, newestFirst: true, filter: { expression: '#views > :one', names: { '#views': 'views' }, values: { ':one': 1 } } })).map((note) => note.id)).toEqual([3, 2]);
    expect((await noteEntity.queryAll('primary', { board }, { consistent: true, skPrefix: 'NOTE#0002' })).map((note) => note.id)).toEqual([2]);
    expect((await noteEntity.queryAll('byStatus', { board, status: 'open' })).map((note) => note.id)).toEqual([1, 3]);
  });
});
