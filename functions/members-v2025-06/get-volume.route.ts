import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { PERIOD_PATTERN } from '../../shared/domains/field-ledger/volume-period';
import { base, memberParams, view } from './schemas';

const amounts = z.object({ cv: z.number(), qv: z.number() });

export const volumeTotalsSchema = z
  .object({
    period: z.string().describe('Calendar month in the company’s time zone, `YYYY-MM`'),
    member_id: z.string(),
    pv: amounts.describe('Personal volume: orders credited to the member'),
    gv: amounts.describe('Group volume: the member’s own plus its downline’s, 20 levels deep'),
  })
  .meta({ id: 'VolumeTotals' });

/** GET /api/v2025-06/members/{member_id}/volume */
export const getVolumeV2025Route = defineRoute({
  id: 'getVolumeV2025',
  method: 'GET',
  path: `${base}/{member_id}/volume`,
  handler: 'members-v2025-06/get-volume',
  surface: 'admin',
  auth: view,
  ownership: { kind: 'none' },
  summary: "A member's volume in a period",
  description:
    'Personal and group volume (CV and QV) credited in the period (default: the current month in the company’s time zone): one GetItem of the totals the ledger keeps, whatever the size of the team. Volume is posted by the ledger consumer shortly after each order change.',
  request: {
    params: memberParams,
    query: z.object({ period: z.string().regex(PERIOD_PATTERN).optional().describe('`YYYY-MM`') }),
  },
  response: { status: 200, body: z.object({ volume: volumeTotalsSchema }) },
});
