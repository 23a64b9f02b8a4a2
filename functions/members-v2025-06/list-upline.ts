import { listUpline } from '../../shared/domains/genealogy/tree-listing';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { reply } from '../../shared/edge/http/reply';
import { listUplineV2025Route } from './list-upline.route';

export const handler = defineHandler(listUplineV2025Route, async ({ params, query, principal }) => {
  const { members, counts, nextCursor } = await listUpline(principal.companyId, params.member_id, query.page);
  return reply({ members, counts }, { meta: { pagination: { next_cursor: nextCursor, limit: query.page.limit } } });
});
