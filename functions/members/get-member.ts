import { getMember } from '../../shared/domains/members/member-store';
import { memberView } from '../../shared/domains/members/member-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { getMemberRoute } from './get-member.route';

export const handler = defineHandler(getMemberRoute, async ({ params, principal }) => ({
  member: memberView(await getMember(principal.companyId, params.id)),
}));
