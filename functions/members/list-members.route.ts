import { defineRoute } from '../../shared/edge/http/route';
import { countryCode, memberSchema } from './schemas';
import { z } from 'zod';
import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { boundedText } from '../../shared/platform/schema/storable';
import { memberKinds } from '../../shared/domains/members/member-payload';

/** Query of the members list: offset pagination plus filters. */
const listMembersQuery = offsetPageQuery().extend({
  type: z.enum(memberKinds).optional(),
  country: countryCode.optional(),
  active: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  q: boundedText(400)
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe('Case-insensitive substring of email, first or last name, or username'),
});

const memberListResponse = z.object({ members: z.array(memberSchema) });

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
