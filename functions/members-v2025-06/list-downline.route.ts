import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { DOWNLINE_LEVELS } from '../../shared/domains/genealogy/tree-levels';
import { cursorPageQuery } from '../../shared/platform/schema/pagination';
import { levelCountsSchema, treeMemberSchema } from './tree-schemas';
import { base, memberParams, view } from './schemas';

/** GET /api/v2025-06/members/{member_id}/downline */
export const listDownlineV2025Route = defineRoute({
  id: 'listDownlineV2025',
  method: 'GET',
  path: `${base}/{member_id}/downline`,
  handler: 'members-v2025-06/list-downline',
  surface: 'admin',
  auth: view,
  ownership: { kind: 'none' },
  summary: "List one level of a member's downline",
  description:
    'The members `level` levels below the member, paged by cursor, with the member’s counts per level (`counts`). One Query of the member’s closure rows for the level, one BatchGetItem, one GetItem: the cost does not grow with the tree.',
  request: {
    params: memberParams,
    query: z.object({
      level: z.coerce.number().int().min(1).max(DOWNLINE_LEVELS).default(1),
      page: cursorPageQuery().shape.page,
    }),
  },
  response: { status: 200, body: z.object({ members: z.array(treeMemberSchema), counts: levelCountsSchema }) },
  pagination: 'cursor',
});
