import { defineRoute } from '../../shared/edge/http/route';
import { manage } from '../members-v2025-06/schemas';
import { rankParams, rankResponse, ranksBase } from './schemas';

/** DELETE /api/v2025-06/ranks/{rank_id} */
export const deleteRankV2025Route = defineRoute({
  id: 'deleteRankV2025',
  method: 'DELETE',
  path: `${ranksBase}/{rank_id}`,
  handler: 'ranks-v2025-06/delete-rank',
  surface: 'admin',
  auth: manage,
  ownership: { kind: 'company' },
  summary: 'Delete a rank',
  description:
    'Answers the deleted rank. A rank another rank counts as its leg rank answers 422. Periods already ranked keep the id in their history; reps holding it lose it at their next evaluation.',
  request: { params: rankParams },
  response: { status: 200, body: rankResponse },
});
