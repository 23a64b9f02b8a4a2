import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';
import { sortableId } from '../../platform/ids';

/** How many ranks a company may define: every rank evaluation reads them all (one Query). */
export const MAX_RANKS = 50;

/**
 * A rank the company defines as data. A rep holds, in a period, the highest rank (by `order`)
 * whose every requirement its totals meet: personal and group QV (hundredths), and at least
 * `legs` frontline members holding `leg_rank_id` or a higher rank in the same period.
 */
export const rankEntity = defineEntity({
  name: 'rank',
  schema: () =>
    z.object({
      id: z.number().int(),
      company_id: z.number().int(),
      name: z.string(),
      order: z.number().int(),
      min_pv: z.number().int(),
      min_gv: z.number().int(),
      legs: z.number().int(),
      leg_rank_id: z.number().int().nullable(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  keys: {
    primary: { pk: (rank) => companyPartition(rank.company_id), sk: (rank) => rankSortKey(rank.id) },
  },
});

export type Rank = z.infer<typeof rankEntity.schema>;

/** Sort key of a rank; without an id, the prefix of all of a company's ranks. */
export function rankSortKey(id?: number): string {
  return id === undefined ? 'RANK#' : `RANK#${sortableId(id)}`;
}
