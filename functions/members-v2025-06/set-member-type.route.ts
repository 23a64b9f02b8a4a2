import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { base, manage, memberParams, memberResponse, memberTypeSlug } from './schemas';

/** PUT /api/v2025-06/members/{member_id}/member-type */
export const setMemberTypeV2025Route = defineRoute({
  id: 'setMemberTypeV2025',
  method: 'PUT',
  path: `${base}/{member_id}/member-type`,
  handler: 'members-v2025-06/set-member-type',
  surface: 'admin',
  auth: manage,
  ownership: { kind: 'company' },
  summary: "Change a member's type",
  description:
    'Assigns a member type by slug (`rep`, `retail_customer`, `preferred_customer`; `customer` names the retail type); an unknown slug answers 422, as does a rep without a username and an admin. Emits `member_updated`.',
  request: { params: memberParams, body: z.object({ member_type_slug: memberTypeSlug }) },
  response: { status: 200, body: memberResponse },
  errors: ['conflict'],
});
