import { defineRoute } from '../../shared/edge/http/route';
import { base, memberParams, memberResponse, view } from './schemas';

/** GET /api/v2025-06/members/{member_id} */
export const getMemberV2025Route = defineRoute({
  id: 'getMemberV2025',
  method: 'GET',
  path: `${base}/{member_id}`,
  handler: 'members-v2025-06/get-member',
  surface: 'admin',
  auth: view,
  ownership: { kind: 'none' },
  summary: 'Get a member',
  request: { params: memberParams },
  response: { status: 200, body: memberResponse },
});
