import { listRanks } from '../../shared/domains/field-ledger/rank-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { listRanksV2025Route } from './list-ranks.route';
import { rankView } from './schemas';

export const handler = defineHandler(listRanksV2025Route, async ({ principal }) => ({
  ranks: (await listRanks(principal.companyId)).map(rankView),
}));
