import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEntity, entityRecords } from '../../shared/platform/db/entity';

describe('defineEntity', () => {
  it('builds its schema on the first parse, once: keys, records and queries need none (importing an entity costs no zod schema)', () => {
    let builds = 0;
    const entity = defineEntity({
      name: 'note',
      schema: () => {
        builds++;
        return z.object({ company_id: z.number().int(), id: z.number().int(), body: z.string().default('') });
      },
      keys: { primary: { pk: (note) => `COMPANY#${note.company_id}`, sk: (note) => `NOTE#${note.id}` } },
    });

    expect(entity.key({ company_id: 1, id: 2 })).toEqual({ pk: 'COMPANY#1', sk: 'NOTE#2' });
    expect(entity.toRecord({ company_id: 1, id: 2, body: 'x' })).toMatchObject({
      pk: 'COMPANY#1',
      sk: 'NOTE#2',
      entity: 'note',
    });
    expect(entity.query('primary', { company_id: 1 }).ExpressionAttributeValues).toEqual({ ':pk': 'COMPANY#1' });
    expect(builds).toBe(0);

    expect(entity.fromRecord({ pk: 'COMPANY#1', sk: 'NOTE#2', entity: 'note', company_id: 1, id: 2 })).toEqual({
      company_id: 1,
      id: 2,
      body: '',
    });
    expect(entity.fromRecord({ company_id: 1, id: 3, body: 'y' })).toEqual({ company_id: 1, id: 3, body: 'y' });
    expect(entity.schema).toBe(entity.schema);
    expect(builds).toBe(1);
  });

  it('entityRecords writes the records and keys its entity writes, without a schema to build (a writer that never reads the entity back)', () => {
    type Note = { company_id: number; id: number; body: string; pinned: boolean };
    const keys = {
      primary: { pk: (note: Note) => `COMPANY#${note.company_id}`, sk: (note: Note) => `NOTE#${note.id}` },
      pinned: {
        index: 'gsi1',
        pk: (note: Note) => `COMPANY#${note.company_id}#PINNED`,
        sk: (note: Note) => `NOTE#${note.id}`,
        when: (note: Note) => note.pinned,
      },
    } as const;
    const entity = defineEntity({
      name: 'note',
      schema: () =>
        z.object({ company_id: z.number().int(), id: z.number().int(), body: z.string(), pinned: z.boolean() }),
      keys,
    });
    const records = entityRecords<Note, typeof keys>({ name: 'note', keys });

    for (const note of [
      { company_id: 1, id: 2, body: 'x', pinned: true },
      { company_id: 1, id: 3, body: 'y', pinned: false },
    ]) {
      expect(records.toRecord(note)).toEqual(entity.toRecord(note));
    }
    expect(records.toRecord({ company_id: 1, id: 2, body: 'x', pinned: true })).toMatchObject({
      gsi1pk: 'COMPANY#1#PINNED',
      gsi1sk: 'NOTE#2',
    });
    expect(records.toRecord({ company_id: 1, id: 3, body: 'y', pinned: false })).not.toHaveProperty('gsi1pk');
    expect(records.key({ company_id: 1, id: 2 })).toEqual(entity.key({ company_id: 1, id: 2 }));
    expect(records.query('pinned', { company_id: 1 })).toEqual(entity.query('pinned', { company_id: 1 }));
    expect(records).not.toHaveProperty('schema');
  });
});
