import { defineRoute } from '../../shared/edge/http/route';
import { listMembersQuery, memberListResponse } from './schemas';

/** GET /api/company/members: the company's members, newest first, filterable. */
export const listMembersRoute = defineRoute({
  id: 'listMembers',
  method: 'GET',
  path: '/api/company/members',
  handler: 'members/list-members',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'members.view' },
  ownership: { kind: 'none' },
  summary: 'List members',
  request: { query: listMembersQuery },
  response: { status: 200, body: memberListResponse },
  pagination: 'offset',
});
