import { findMemberBy } from '../../shared/domains/members/find-member';
import { memberDetailView } from '../../shared/domains/members/member-detail-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { findMemberV2025Route } from './find-member.route';

export const handler = defineHandler(findMemberV2025Route, async ({ query, principal }) => ({
  member: memberDetailView(await findMemberBy(principal.companyId, query)),
}));
