import { updateMember } from '../../shared/domains/members/update-member';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { updateMemberRoute } from './update-member.route';

export const handler = defineHandler(updateMemberRoute, async ({ params, body, principal }) => ({
  member: await updateMember(principal, params.id, body.member),
}));
