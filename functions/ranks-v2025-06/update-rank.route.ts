import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { manage } from '../members-v2025-06/schemas';
import { rankFields, rankParams, rankResponse, ranksBase } from './schemas';

const updateBody = z.object({
  rank: z.object({
    name: rankFields.name.optional(),
    order: rankFields.order.optional(),
    min_pv: rankFields.min_pv.optional(),
    min_gv: rankFields.min_gv.optional(),
    legs: rankFields.legs.optional(),
    leg_rank_id: rankFields.leg_rank_id.optional(),
  }),
});

/** PATCH /api/v2025-06/ranks/{rank_id} */
export const updateRankV2025Route = defineRoute({
  id: 'updateRankV2025',
  method: 'PATCH',
  path: `${ranksBase}/{rank_id}`,
  handler: 'ranks-v2025-06/update-rank',
  surface: 'admin',
  auth: manage,
  ownership: { kind: 'company' },
  summary: 'Update a rank',
  description:
    'Only the fields sent change. Ranks already held keep until the rep’s next volume change or the period’s close re-evaluates them against the new rules.',
  request: { params: rankParams, body: updateBody },
  response: { status: 200, body: rankResponse },
  errors: ['conflict'],
});
