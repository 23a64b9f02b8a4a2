import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { DOWNLINE_LEVELS } from '../../shared/domains/genealogy/tree-levels';
import { cursorPageQuery } from '../../shared/platform/schema/pagination';
import { memberIdValue } from '../members-v2025-06/schemas';
import { levelCountsSchema, treeMemberSchema } from '../members-v2025-06/tree-schemas';
import { memberSession, REP_BASE } from './route-common';

/** GET /api/v2025-06/me/downline */
export const listRepDownlineRoute = defineRoute({
  id: 'listRepDownline',
  method: 'GET',
  path: `${REP_BASE}/downline`,
  handler: 'rep-v2025-06/list-downline',
  surface: 'admin',
  auth: memberSession,
  summary: "One level of the signed-in rep's downline",
  description:
    'The members `level` levels below the rep, or below `member_id`, a member of the rep’s own downline (to read deeper than five levels), with that member’s counts per level. A `member_id` outside the rep’s downline (a sibling, an upline, another company’s) answers 404.',
  request: {
    query: z.object({
      level: z.coerce.number().int().min(1).max(DOWNLINE_LEVELS).default(1),
      member_id: memberIdValue.optional().describe('A member of the rep’s downline to root the read at'),
      page: cursorPageQuery().shape.page,
    }),
  },
  response: { status: 200, body: z.object({ members: z.array(treeMemberSchema), counts: levelCountsSchema }) },
  pagination: 'cursor',
});
