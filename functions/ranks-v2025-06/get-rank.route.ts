import { defineRoute } from '../../shared/edge/http/route';
import { view } from '../members-v2025-06/schemas';
import { rankParams, rankResponse, ranksBase } from './schemas';

/** GET /api/v2025-06/ranks/{rank_id} */
export const getRankV2025Route = defineRoute({
  id: 'getRankV2025',
  method: 'GET',
  path: `${ranksBase}/{rank_id}`,
  handler: 'ranks-v2025-06/get-rank',
  surface: 'admin',
  auth: view,
  ownership: { kind: 'none' },
  summary: 'Show a rank',
  request: { params: rankParams },
  response: { status: 200, body: rankResponse },
});
