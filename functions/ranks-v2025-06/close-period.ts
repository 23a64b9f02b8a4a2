import { closePeriod } from '../../shared/domains/field-ledger/close-period';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { closePeriodV2025Route } from './close-period.route';
import { periodView } from './schemas';

export const handler = defineHandler(closePeriodV2025Route, async ({ params, principal }) => {
  const closed = await closePeriod(principal.companyId, params.period, {
    token_id: principal.tokenId,
    member_id: principal.memberId ?? null,
  });
  return { period: periodView(params.period, closed) };
});
