import { requireInDownline } from '../../shared/domains/genealogy/downline-membership';
import { listDownline } from '../../shared/domains/genealogy/tree-listing';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { reply } from '../../shared/edge/http/reply';
import { listRepDownlineRoute } from './list-downline.route';

export const handler = defineHandler(listRepDownlineRoute, async ({ query, principal }) => {
  const root = query.member_id ?? principal.memberId;
  await requireInDownline(principal.companyId, principal.memberId, root);
  const { members, counts, nextCursor } = await listDownline(principal.companyId, root, query.level, query.page);
  return reply({ members, counts }, { meta: { pagination: { next_cursor: nextCursor, limit: query.page.limit } } });
});
