import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { view } from '../members-v2025-06/schemas';
import { rankSchema, ranksBase } from './schemas';

/** GET /api/v2025-06/ranks */
export const listRanksV2025Route = defineRoute({
  id: 'listRanksV2025',
  method: 'GET',
  path: ranksBase,
  handler: 'ranks-v2025-06/list-ranks',
  surface: 'admin',
  auth: view,
  ownership: { kind: 'none' },
  summary: 'List ranks',
  description: 'The company’s ranks, lowest order first (at most 50: one Query).',
  response: { status: 200, body: z.object({ ranks: z.array(rankSchema) }) },
});
