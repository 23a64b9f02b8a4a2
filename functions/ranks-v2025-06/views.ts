import type { Rank } from '../../shared/domains/field-ledger/rank-entity';
import type { VolumePeriod } from '../../shared/domains/field-ledger/volume-period-entity';
import { fromHundredths } from '../../shared/domains/volume/volume-amount';

export function rankView(rank: Rank) {
  return {
    id: String(rank.id),
    name: rank.name,
    order: rank.order,
    min_pv: fromHundredths(rank.min_pv),
    min_gv: fromHundredths(rank.min_gv),
    legs: rank.legs,
    leg_rank_id: rank.leg_rank_id === null ? null : String(rank.leg_rank_id),
    created_at: rank.created_at,
    updated_at: rank.updated_at,
  };
}

export function periodView(period: string, stored: VolumePeriod | null) {
  return {
    period,
    status: stored?.status ?? ('open' as const),
    closed_at: stored?.closed_at ?? null,
    reps_evaluated: stored?.reps_evaluated ?? 0,
    rank_changes: stored?.rank_changes ?? 0,
    ranks_final_at: stored?.ranks_final_at ?? null,
  };
}
