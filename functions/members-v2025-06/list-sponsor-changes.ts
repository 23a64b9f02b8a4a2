import { sponsorChangeView } from '../../shared/domains/genealogy/sponsor-change-entity';
import { listSponsorChanges } from '../../shared/domains/genealogy/sponsor-history';
import { getMember } from '../../shared/domains/members/member-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { reply } from '../../shared/edge/http/reply';
import { listSponsorChangesV2025Route } from './list-sponsor-changes.route';

export const handler = defineHandler(listSponsorChangesV2025Route, async ({ params, query, principal }) => {
  await getMember(principal.companyId, params.member_id);
  const { changes, nextCursor } = await listSponsorChanges(principal.companyId, params.member_id, query.page);
  return reply(
    { sponsor_changes: changes.map(sponsorChangeView) },
    { meta: { pagination: { next_cursor: nextCursor, limit: query.page.limit } } },
  );
});
