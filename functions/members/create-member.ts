import { createMember } from '../../shared/domains/members/create-member';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { createMemberRoute } from './create-member.route';

export const handler = defineHandler(createMemberRoute, async ({ body, principal }) => ({
  member: await createMember(principal, body.member),
}));
