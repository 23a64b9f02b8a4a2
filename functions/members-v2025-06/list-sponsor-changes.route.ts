import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { cursorPageQuery } from '../../shared/platform/schema/pagination';
import { base, memberParams, view } from './schemas';

export const sponsorChangeSchema = z
  .object({
    id: z.string(),
    member_id: z.string(),
    from_sponsor_id: z.string().nullable().describe('null: the member was a root'),
    to_sponsor_id: z.string().nullable().describe('null: the member became a root'),
    changed_by: z.object({
      token_id: z.string().describe('The token that made the change'),
      member_id: z.string().nullable().describe('The admin whose dashboard session it was; null for an API token'),
    }),
    changed_at: z.iso.datetime(),
    job_id: z.string().nullable().describe('The background move of the downline; null when it moved inline'),
  })
  .meta({ id: 'SponsorChange' });

/** GET /api/v2025-06/members/{member_id}/sponsor-changes */
export const listSponsorChangesV2025Route = defineRoute({
  id: 'listSponsorChangesV2025',
  method: 'GET',
  path: `${base}/{member_id}/sponsor-changes`,
  handler: 'members-v2025-06/list-sponsor-changes',
  surface: 'admin',
  auth: view,
  ownership: { kind: 'none' },
  summary: "List a member's sponsor changes",
  description: 'Every change of the member’s sponsor, oldest first: who, when, from and to whom. One Query.',
  request: { params: memberParams, query: z.object({ page: cursorPageQuery().shape.page }) },
  response: { status: 200, body: z.object({ sponsor_changes: z.array(sponsorChangeSchema) }) },
  pagination: 'cursor',
});
