import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { cursorPageQuery } from '../../shared/platform/schema/pagination';
import { view } from '../members-v2025-06/schemas';
import { periodParams, periodsBase } from './schemas';

const ledgerEntrySchema = z
  .object({
    rep_id: z.string().describe('The credited rep'),
    order_id: z.string(),
    part: z.string().describe('`placed`, or `adjustment#<n>`: the n-th refund or the cancellation of the order'),
    kind: z.enum(['placed', 'refund', 'cancellation']),
    cv: z.number().describe('Signed CV the change credited (negative for a reversal)'),
    qv: z.number(),
    group_member_ids: z.array(z.string()).describe('The upline whose group volume the change reached, nearest first'),
    occurred_at: z.iso
      .datetime()
      .describe('When the change happened (a change after its period closed is posted to the next open one)'),
    recorded_at: z.iso.datetime(),
  })
  .meta({ id: 'LedgerEntry' });

/** GET /api/v2025-06/periods/{period}/ledger */
export const exportLedgerV2025Route = defineRoute({
  id: 'exportLedgerV2025',
  method: 'GET',
  path: `${periodsBase}/{period}/ledger`,
  handler: 'ranks-v2025-06/export-ledger',
  surface: 'admin',
  auth: view,
  ownership: { kind: 'none' },
  summary: "Export a closed period's ledger",
  description:
    "Every ledger entry of a closed period, by rep then order, cursor-paged (one Query per page): what a commission engine reads, with each rep's totals at `GET /api/v2025-06/members/{member_id}/volume?period=`. An open or closing period answers 422 (its entries are not final).",
  request: { params: periodParams, query: z.object({ page: cursorPageQuery().shape.page }) },
  response: { status: 200, body: z.object({ entries: z.array(ledgerEntrySchema) }) },
  pagination: 'cursor',
});
