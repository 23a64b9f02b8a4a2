import { getMember } from '../../shared/domains/members/member-store';
import { memberDetailView } from '../../shared/domains/members/member-detail-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { getMemberV2025Route } from './get-member.route';

export const handler = defineHandler(getMemberV2025Route, async ({ params, principal }) => ({
  member: memberDetailView(await getMember(principal.companyId, params.member_id)),
}));
