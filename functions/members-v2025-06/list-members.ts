import { listMembersAtRank } from '../../shared/use-cases/list-members-at-rank';
import { listFieldMembers } from '../../shared/domains/genealogy/list-field-members';
import { memberDetailView } from '../../shared/domains/members/member-detail-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { reply } from '../../shared/edge/http/reply';
import { listMembersV2025Route } from './list-members.route';

export const handler = defineHandler(listMembersV2025Route, async ({ query, principal }) => {
  const { filter, page } = query;
  const directoryFilters = {
    active: filter.active,
    member_type_slug: filter.member_type_slug,
    search: filter.search,
    country: filter.country_iso,
    created_from: filter.created_at_from,
    created_to: filter.created_at_to,
  };
  const { members, nextCursor } =
    filter.rank_id !== undefined
      ? await listMembersAtRank(principal.companyId, filter.rank_id, filter.period, directoryFilters, page)
      : await listFieldMembers(
          principal.companyId,
          { ...directoryFilters, external_id: filter.external_id, sponsor_id: filter.sponsor_member_id },
          { limit: page.limit, cursor: page.cursor, newestFirst: query.sort === '-created_at' },
        );
  return reply(
    { members: members.map(memberDetailView) },
    { meta: { pagination: { next_cursor: nextCursor, limit: page.limit } } },
  );
});
