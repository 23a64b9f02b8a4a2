import { getRank } from '../../shared/domains/field-ledger/rank-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { getRankV2025Route } from './get-rank.route';
import { rankView } from './schemas';

export const handler = defineHandler(getRankV2025Route, async ({ params, principal }) => ({
  rank: rankView(await getRank(principal.companyId, params.rank_id)),
}));
