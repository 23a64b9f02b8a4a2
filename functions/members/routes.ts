import { defineRoute } from '../../shared/edge/http/route';
import { createMemberBody, listMembersQuery, memberListResponse, memberParams, memberResponse, updateMemberBody } from './schemas';

// Each route is built when first read (builtOnce): a member function builds its own route's schemas at
// import, not every member route's (issue 25 §2, cold starts); the manifest reads them all.

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
      'Emails are unique per company and rep usernames unique among its reps (409 otherwise). The country must be one of the company\'s countries. ' +
      'An admin\'s role may not hold permissions the caller lacks (403). Emits `member_created`.',
    request: { body: createMemberBody },
    response: { status: 201, body: memberResponse },
    errors: ['conflict'],
  });

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
      'Only the fields sent change. The caller must hold every permission of the member\'s role (its email and `active` control sign-in), and of a new role (403 otherwise); ' +
      'only the owner (own dashboard session) or a root admin changes the owner (403). The owner cannot be deactivated, demoted or turned into a rep (422). Setting `active` to false revokes the member\'s sessions (`dss_` and `mss_`: the next request with one answers 401), a new role its dashboard sessions. Emits `member_updated`.',
    request: { params: memberParams, body: updateMemberBody },
    response: { status: 200, body: memberResponse },
    errors: ['conflict'],
  });

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
      'Sets `active` to false and answers the member; the record, its email and username stay. The member\'s sessions (dashboard `dss_` and member `mss_`) are revoked: the next request with one answers 401. The caller must hold every permission of the member\'s role (403 otherwise). Emits `member_updated`.',
    request: { params: memberParams },
    response: { status: 200, body: memberResponse },
    errors: ['conflict'],
  });

/** Every member route, in the manifest's order; reading them builds them all (the manifest, OpenAPI, tests). */
export const memberRoutes = () => [createMemberRoute, listMembersRoute, getMemberRoute, updateMemberRoute, deactivateMemberRoute];
