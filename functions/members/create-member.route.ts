import { defineRoute } from '../../shared/edge/http/route';
import { memberFields, memberResponse } from './schemas';
import { z } from 'zod';

/** Body of POST /api/company/members. */
const createMemberBody = z.object({ member: memberFields });

/** POST /api/company/members: adds an admin or rep. */
export const createMemberRoute = defineRoute({
  id: 'createMember',
  method: 'POST',
  path: '/api/company/members',
  handler: 'members/create-member',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'members.manage' },
  summary: 'Create a member',
  description:
    "Emails are unique per company and rep usernames unique among its reps (409 otherwise). The country must be one of the company's countries. " +
    "An admin's role may not hold permissions the caller lacks (403). Emits `member_created`.",
  // A rep needs a username: the derived example (required fields only) would be refused.
  examples: {
    request: {
      member: {
        type: 'rep',
        email: 'rita@example.com',
        first_name: 'Rita',
        last_name: 'Rep',
        username: 'ritarep',
        country_code: 'US',
      },
    },
  },
  request: { body: createMemberBody },
  response: { status: 201, body: memberResponse },
  errors: ['conflict'],
});
