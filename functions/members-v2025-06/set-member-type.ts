import { setMemberType } from '../../shared/domains/genealogy/update-placed-member';
import { memberDetailView } from '../../shared/domains/members/member-detail-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { setMemberTypeV2025Route } from './set-member-type.route';

export const handler = defineHandler(setMemberTypeV2025Route, async ({ params, body, principal }) => ({
  member: memberDetailView(await setMemberType(principal, params.member_id, body.member_type_slug)),
}));
