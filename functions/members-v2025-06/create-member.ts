import { createPlacedMember } from '../../shared/domains/genealogy/create-placed-member';
import { memberDetailView } from '../../shared/domains/members/member-detail-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { createMemberV2025Route } from './create-member.route';

export const handler = defineHandler(createMemberV2025Route, async ({ body, principal }) => ({
  member: memberDetailView(await createPlacedMember(principal, body.member)),
}));
