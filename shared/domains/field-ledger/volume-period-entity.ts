import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';

/**
 * A closed volume period: frozen, its ranks final. Only closed periods have an item; volume that
 * happens in a closed period is posted to the first open period after it (resolve-open-period.ts),
 * each entry's transaction checking that its period is still open.
 */
export const volumePeriodEntity = defineEntity({
  name: 'volume_period',
  schema: () =>
    z.object({
      company_id: z.number().int(),
      period: z.string(),
      status: z.enum(['closing', 'closed']),
      closed_at: z.string(),
      closed_by: z.object({ token_id: z.number().int(), member_id: z.number().int().nullable() }),
      reps_evaluated: z.number().int(),
      rank_changes: z.number().int(),
      ranks_final_at: z.string().nullable(),
    }),
  keys: {
    primary: { pk: (p) => companyPartition(p.company_id), sk: (p) => `VOLUME_PERIOD#${p.period}` },
  },
});

export type VolumePeriod = z.infer<typeof volumePeriodEntity.schema>;
