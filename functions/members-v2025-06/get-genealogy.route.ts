import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { base, memberParams, view } from './schemas';

interface GenealogyNodeShape {
  id: string;
  member_type: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  join_date: string;
  active: boolean;
  rank: string | null;
  has_children: boolean;
  downline: GenealogyNodeShape[];
}

const genealogyNode: z.ZodType<GenealogyNodeShape> = z
  .object({
    id: z.string(),
    member_type: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    join_date: z.iso.datetime(),
    active: z.boolean(),
    rank: z.string().nullable().describe("The member's rank this period; null when none"),
    has_children: z.boolean(),
    get downline() {
      return z.array(genealogyNode);
    },
  })
  .meta({ id: 'MemberGenealogyNode' });

const levelsQuery = z.object({
  levels: z
    .string()
    .max(16)
    .optional()
    .transform((value) => {
      const parsed = Number.parseInt(value ?? '1', 10);
      return Number.isFinite(parsed) ? Math.min(5, Math.max(1, parsed)) : 1;
    })
    .describe('Depth 1..5: values outside are clamped, a non-integer reads 1'),
});

/** GET /api/v2025-06/members/{member_id}/genealogy */
export const getGenealogyV2025Route = defineRoute({
  id: 'getGenealogyV2025',
  method: 'GET',
  path: `${base}/{member_id}/genealogy`,
  handler: 'members-v2025-06/get-genealogy',
  surface: 'admin',
  auth: view,
  ownership: { kind: 'none' },
  summary: "Get a member's sponsor genealogy",
  description:
    'The sponsor tree rooted at the member, `levels` deep, nested. One Query of the member’s closure rows plus a BatchGetItem per 100 members; at most 500 members, `meta.truncated` says when more were left out (read deeper by rooting at a member of the last level). A rep reads its own genealogy through the rep API (`/api/v2025-06/me/...`).',
  request: { params: memberParams, query: levelsQuery },
  response: { status: 200, body: z.object({ genealogy: genealogyNode }) },
});
