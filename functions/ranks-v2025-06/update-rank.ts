import { updateRank } from '../../shared/domains/field-ledger/rank-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { updateRankV2025Route } from './update-rank.route';
import { rankView } from './schemas';

export const handler = defineHandler(updateRankV2025Route, async ({ params, body, principal }) => ({
  rank: rankView(await updateRank(principal.companyId, params.rank_id, body.rank)),
}));
