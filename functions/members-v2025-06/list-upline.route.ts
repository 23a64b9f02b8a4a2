import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { cursorPageQuery } from '../../shared/platform/schema/pagination';
import { levelCountsSchema, treeMemberSchema } from './tree-schemas';
import { base, memberParams, view } from './schemas';

/** GET /api/v2025-06/members/{member_id}/upline */
export const listUplineV2025Route = defineRoute({
  id: 'listUplineV2025',
  method: 'GET',
  path: `${base}/{member_id}/upline`,
  handler: 'members-v2025-06/list-upline',
  surface: 'admin',
  auth: view,
  ownership: { kind: 'none' },
  summary: "List a member's upline",
  description:
    'The sponsors above the member to the root, nearest first (`level` 1 is the sponsor), paged by cursor, with the member’s own counts per level. The path is stored on the member’s node: one GetItem and one BatchGetItem per page.',
  request: { params: memberParams, query: z.object({ page: cursorPageQuery().shape.page }) },
  response: { status: 200, body: z.object({ members: z.array(treeMemberSchema), counts: levelCountsSchema }) },
  pagination: 'cursor',
});
