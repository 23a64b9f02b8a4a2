import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { levelCountsSchema } from '../members-v2025-06/tree-schemas';
import { memberSession, REP_BASE } from './route-common';

const amounts = z.object({ cv: z.number(), qv: z.number() });
const rankRef = z.object({ id: z.string(), name: z.string(), order: z.number().int() });
const periodSummary = z.object({
  period: z.string().describe('`YYYY-MM`, the company’s time zone'),
  rank: rankRef.nullable().describe('The rank held in the period; null when none'),
  pv: amounts.describe('Personal volume'),
  gv: amounts.describe('Group volume: the rep’s own plus 20 levels of downline'),
});

/** GET /api/v2025-06/me */
export const getRepProfileRoute = defineRoute({
  id: 'getRepProfile',
  method: 'GET',
  path: REP_BASE,
  handler: 'rep-v2025-06/get-profile',
  surface: 'admin',
  auth: memberSession,
  summary: "The signed-in rep's profile",
  description:
    'Who the rep is, its sponsor, its rank and volume this period and last, and how many members its team has on each of the first five levels. A fixed number of reads whatever the size of the team.',
  response: {
    status: 200,
    body: z.object({
      member: z.object({
        id: z.string(),
        name: z.string(),
        email: z.string(),
        username: z.string().nullable(),
        country_code: z.string(),
        member_type_slug: z.string().nullable(),
      }),
      sponsor: z.object({ id: z.string(), name: z.string(), username: z.string().nullable() }).nullable(),
      current_period: periodSummary,
      last_period: periodSummary,
      team_counts: levelCountsSchema,
    }),
  },
});
