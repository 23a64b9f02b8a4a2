import { createRank } from '../../shared/domains/field-ledger/rank-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { createRankV2025Route } from './create-rank.route';
import { rankView } from './schemas';

export const handler = defineHandler(createRankV2025Route, async ({ body, principal }) => ({
  rank: rankView(await createRank(principal.companyId, body.rank)),
}));
