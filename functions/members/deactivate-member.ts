import { updateMember } from '../../shared/domains/members/update-member';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { deactivateMemberRoute } from './deactivate-member.route';

export const handler = defineHandler(deactivateMemberRoute, async ({ params, principal }) => ({
  member: await updateMember(principal, params.id, { active: false }),
}));
