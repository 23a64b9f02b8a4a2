import { defineRoute } from '../../shared/edge/http/route';
import { memberFields, memberParams, memberResponse } from './schemas';
import { z } from 'zod';
import { boundedText } from '../../shared/platform/schema/storable';

/** Body of PUT /api/company/members/{id}: any subset of the writable fields. */
const updateMemberBody = z.object({
  member: memberFields.extend({ last_name: boundedText(400).trim().max(100) }).partial(),
});

/** PUT /api/company/members/{id}: partial update. */
export const updateMemberRoute = defineRoute({
  id: 'updateMember',
  method: 'PUT',
  path: '/api/company/members/{id}',
  handler: 'members/update-member',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'members.manage' },
  summary: 'Update a member',
  description:
    "Only the fields sent change. The caller must hold every permission of the member's role (its email and `active` control sign-in), and of a new role (403 otherwise); " +
    "only the owner (own dashboard session) or a root admin changes the owner (403). The owner cannot be deactivated, demoted or turned into a rep (422). Setting `active` to false revokes the member's sessions (`dss_` and `mss_`: the next request with one answers 401), a new role its dashboard sessions. Emits `member_updated`.",
  request: { params: memberParams, body: updateMemberBody },
  response: { status: 200, body: memberResponse },
  errors: ['conflict'],
});
