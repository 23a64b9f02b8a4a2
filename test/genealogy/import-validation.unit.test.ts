import { describe, expect, it } from 'vitest';
import { planImport, type ImportRow } from '../../shared/domains/genealogy/import-validation';

const row = (external_id: string, sponsor_external_id: string | null): ImportRow => ({
  external_id,
  sponsor_external_id,
  email: `${external_id}@example.com`,
  member_type_slug: 'rep',
  first_name: external_id,
  last_name: '',
  username: external_id.toLowerCase(),
  country_code: null,
  phone: null,
});

const nothingHeld = { externalIds: new Map(), emails: new Map(), usernames: new Map() };

describe('planImport', () => {
  it('orders rows by depth below the rows they need, whatever the input order', () => {
    const plan = planImport([row('c', 'b'), row('b', 'a'), row('a', 'hq'), row('d', null)], {
      ...nothingHeld,
      externalIds: new Map([['hq', 1]]),
    });
    expect(plan.ok && plan.rows.map((planned) => [planned.row.external_id, planned.depth])).toEqual([
      ['c', 2],
      ['b', 1],
      ['a', 0],
      ['d', 0],
    ]);
  });

  it('skips rows the company holds and hangs their children at depth 0', () => {
    const plan = planImport([row('a', null), row('b', 'a')], { ...nothingHeld, externalIds: new Map([['a', 7]]) });
    expect(plan).toEqual({ ok: true, skipped: 1, rows: [{ index: 1, depth: 0, row: row('b', 'a') }] });
  });

  it('names every row of a cycle, and a long chain does not overflow', () => {
    const plan = planImport([row('x', 'z'), row('y', 'x'), row('z', 'y'), row('w', 'w')], nothingHeld);
    expect(plan.ok === false && Object.keys(plan.errors)).toEqual([
      'members[0].sponsor_external_id',
      'members[1].sponsor_external_id',
      'members[2].sponsor_external_id',
      'members[3].sponsor_external_id',
    ]);
    const chain = Array.from({ length: 50_000 }, (_, index) => row(`m${index}`, index === 0 ? null : `m${index - 1}`));
    const deep = planImport(chain, nothingHeld);
    expect(deep.ok && deep.rows.at(-1)?.depth).toBe(49_999);
  });
});
