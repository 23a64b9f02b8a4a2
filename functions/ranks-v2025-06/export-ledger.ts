import { exportClosedLedger } from '../../shared/domains/field-ledger/ledger-export';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { reply } from '../../shared/edge/http/reply';
import { exportLedgerV2025Route } from './export-ledger.route';

export const handler = defineHandler(exportLedgerV2025Route, async ({ params, query, principal }) => {
  const { entries, nextCursor } = await exportClosedLedger(principal.companyId, params.period, query.page);
  return reply({ entries }, { meta: { pagination: { next_cursor: nextCursor, limit: query.page.limit } } });
});
