import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { manage } from '../members-v2025-06/schemas';
import { rankFields, rankResponse, ranksBase } from './schemas';

const createBody = z.object({
  rank: z.object({
    name: rankFields.name,
    order: rankFields.order,
    min_pv: rankFields.min_pv.default(0),
    min_gv: rankFields.min_gv.default(0),
    legs: rankFields.legs.default(0),
    leg_rank_id: rankFields.leg_rank_id.default(null),
  }),
});

/** POST /api/v2025-06/ranks */
export const createRankV2025Route = defineRoute({
  id: 'createRankV2025',
  method: 'POST',
  path: ranksBase,
  handler: 'ranks-v2025-06/create-rank',
  surface: 'admin',
  auth: manage,
  ownership: { kind: 'company' },
  summary: 'Create a rank',
  description:
    'A rank a rep holds in a period when its personal QV reaches `min_pv`, its group QV `min_gv`, and at least `legs` of its frontline members hold `leg_rank_id` or a higher rank in that period; a rep holds the highest such rank. A taken `order`, a leg rank that is not a lower rank of the company, or more than 50 ranks answer 422. Ranks apply from the next volume change of each rep and at period close.',
  request: { body: createBody },
  response: { status: 201, body: rankResponse },
  // A company's first rank: a leg requirement names another rank of the company, which "Try it out" cannot know.
  examples: { request: { rank: { name: 'Silver', order: 1, min_pv: 100, min_gv: 500 } } },
});
