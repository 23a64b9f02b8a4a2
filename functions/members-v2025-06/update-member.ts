import { updatePlacedMember } from '../../shared/domains/genealogy/update-placed-member';
import { treeJobView } from '../../shared/domains/genealogy/tree-job-entity';
import { memberDetailView } from '../../shared/domains/members/member-detail-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { updateMemberV2025Route } from './update-member.route';

export const handler = defineHandler(updateMemberV2025Route, async ({ params, body, principal }) => {
  const { member, job } = await updatePlacedMember(principal, params.member_id, body.member);
  return { member: memberDetailView(member), sponsor_change_job: job && treeJobView(job) };
});
