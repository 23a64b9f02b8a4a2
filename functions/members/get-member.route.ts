import { defineRoute } from '../../shared/edge/http/route';
import { memberParams, memberResponse } from './schemas';

/** GET /api/company/members/{id}: one member. */
export const getMemberRoute = defineRoute({
  id: 'getMember',
  method: 'GET',
  path: '/api/company/members/{id}',
  handler: 'members/get-member',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'members.view' },
  ownership: { kind: 'none' },
  summary: 'Show a member',
  request: { params: memberParams },
  response: { status: 200, body: memberResponse },
});
