import { defineRoute } from '../../shared/edge/http/route';
import { memberParams, memberResponse } from './schemas';

/** DELETE /api/company/members/{id}: deactivates (members are never deleted). */
export const deactivateMemberRoute = defineRoute({
  id: 'deactivateMember',
  method: 'DELETE',
  path: '/api/company/members/{id}',
  handler: 'members/deactivate-member',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'members.manage' },
  summary: 'Deactivate a member',
  description:
    "Sets `active` to false and answers the member; the record, its email and username stay. The member's sessions (dashboard `dss_` and member `mss_`) are revoked: the next request with one answers 401. The caller must hold every permission of the member's role (403 otherwise). Emits `member_updated`.",
  request: { params: memberParams },
  response: { status: 200, body: memberResponse },
  errors: ['conflict'],
});
