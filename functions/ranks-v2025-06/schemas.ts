import { z } from 'zod';
import { volumeAmount } from '../../shared/domains/volume/volume-amount';
import { boundedText, storableIdParam } from '../../shared/platform/schema/storable';
import { memberIdValue } from '../members-v2025-06/schemas';
import type { Rank } from '../../shared/domains/field-ledger/rank-entity';
import type { VolumePeriod } from '../../shared/domains/field-ledger/volume-period-entity';
import { fromHundredths } from '../../shared/domains/volume/volume-amount';

// What the ranks and periods route modules share.

export const ranksBase = '/api/v2025-06/ranks';
export const periodsBase = '/api/v2025-06/periods';

/** A rank as the v2025-06 surface shows it. */
export const rankSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    order: z.number().int().describe('Position among the company’s ranks: a higher order is a higher rank'),
    min_pv: z.number().describe('Personal QV the period needs'),
    min_gv: z.number().describe('Group QV the period needs (the rep’s own plus 20 levels of downline)'),
    legs: z.number().int().describe('Frontline members who must hold `leg_rank_id` or higher in the period'),
    leg_rank_id: z.string().nullable().describe('The rank a qualified leg holds at least; null when `legs` is 0'),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Rank' });

export const rankResponse = z.object({ rank: rankSchema });

export const rankParams = z.object({ rank_id: storableIdParam.describe("The rank's id") });

/** A rank's writable fields. */
export const rankFields = {
  name: boundedText(400).trim().min(1).max(100),
  order: z.number().int().min(1).max(1000),
  min_pv: volumeAmount,
  min_gv: volumeAmount,
  legs: z.number().int().min(0).max(100),
  leg_rank_id: memberIdValue.nullable(),
};

/** A volume period: a calendar month in the company's time zone. */
export const periodParams = z.object({
  period: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .describe('`YYYY-MM`'),
});

export const periodSchema = z
  .object({
    period: z.string(),
    status: z.enum(['open', 'closing', 'closed']).describe('`closing`: frozen, ranks being finalised'),
    closed_at: z.iso.datetime().nullable(),
    reps_evaluated: z.number().int().describe('Reps with volume in the period evaluated at close'),
    rank_changes: z.number().int().describe('Rank changes the evaluation at close made'),
    ranks_final_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'VolumePeriod' });

/** A rank as the surface shows it: ids as strings, volumes as decimals. */
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

/** A period as the surface shows it; an open period has no stored item. */
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
