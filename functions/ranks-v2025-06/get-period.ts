import { readPeriod } from '../../shared/domains/field-ledger/close-period';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { getPeriodV2025Route } from './get-period.route';
import { periodView } from './schemas';

export const handler = defineHandler(getPeriodV2025Route, async ({ params, principal }) => ({
  period: periodView(params.period, await readPeriod(principal.companyId, params.period)),
}));
