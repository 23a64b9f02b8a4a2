import { deleteRank } from '../../shared/domains/field-ledger/rank-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { deleteRankV2025Route } from './delete-rank.route';
import { rankView } from './schemas';

export const handler = defineHandler(deleteRankV2025Route, async ({ params, principal }) => ({
  rank: rankView(await deleteRank(principal.companyId, params.rank_id)),
}));
