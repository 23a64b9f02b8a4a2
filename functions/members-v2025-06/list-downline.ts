import { listDownline } from '../../shared/domains/genealogy/tree-listing';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { reply } from '../../shared/edge/http/reply';
import { listDownlineV2025Route } from './list-downline.route';

export const handler = defineHandler(listDownlineV2025Route, async ({ params, query, principal }) => {
  const { members, counts, nextCursor } = await listDownline(
    principal.companyId,
    params.member_id,
    query.level,
    query.page,
  );
  return reply({ members, counts }, { meta: { pagination: { next_cursor: nextCursor, limit: query.page.limit } } });
});
