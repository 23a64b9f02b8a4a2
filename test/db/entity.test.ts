import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEntity } from '../../shared/platform/db/entity';

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
});
