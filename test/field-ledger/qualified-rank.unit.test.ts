import { describe, expect, it } from 'vitest';
import { qualifiedRank } from '../../shared/domains/field-ledger/evaluate-rank';
import type { Rank } from '../../shared/domains/field-ledger/rank-entity';

const rank = (id: number, order: number, fields: Partial<Rank> = {}): Rank => ({
  id,
  company_id: 1,
  name: `R${id}`,
  order,
  min_pv: 0,
  min_gv: 0,
  legs: 0,
  leg_rank_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const bronze = rank(1, 1, { min_pv: 1000 });
const silver = rank(2, 2, { min_pv: 1000, min_gv: 3000 });
const gold = rank(3, 3, { min_pv: 1000, min_gv: 3000, legs: 2, leg_rank_id: 1 });
const ranks = [gold, bronze, silver];

describe('qualifiedRank', () => {
  it('answers the highest rank whose PV, GV and legs all hold, at the exact thresholds', () => {
    expect(qualifiedRank(ranks, { pv_qv: 999, gv_qv: 5000 }, {})).toBeNull();
    expect(qualifiedRank(ranks, { pv_qv: 1000, gv_qv: 2999 }, {})?.name).toBe('R1');
    expect(qualifiedRank(ranks, { pv_qv: 1000, gv_qv: 3000 }, { fl_1: 1 })?.name).toBe('R2');
    expect(qualifiedRank(ranks, { pv_qv: 1000, gv_qv: 3000 }, { fl_1: 2 })?.name).toBe('R3');
  });

  it('counts a leg holding a higher rank than the leg rank, and ignores counts of ranks no longer defined', () => {
    expect(qualifiedRank(ranks, { pv_qv: 1000, gv_qv: 3000 }, { fl_1: 1, fl_3: 1 })?.name).toBe('R3');
    expect(qualifiedRank(ranks, { pv_qv: 1000, gv_qv: 3000 }, { fl_1: 1, fl_99: 5 })?.name).toBe('R2');
    expect(qualifiedRank([], { pv_qv: 1000, gv_qv: 3000 }, {})).toBeNull();
  });
});
