import { listMembers } from '../../shared/domains/members/member-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { offsetPagination } from '../../shared/platform/schema/offset-page';
import { reply } from '../../shared/edge/http/reply';
import { listMembersRoute } from './list-members.route';

export const handler = defineHandler(listMembersRoute, async ({ query, principal }) => {
  const { page, per_page: perPage, ...filters } = query;
  const { members, totalCount } = await listMembers(principal.companyId, filters, { page, perPage });
  return reply({ members }, { meta: { pagination: offsetPagination(page, perPage, totalCount) } });
});
