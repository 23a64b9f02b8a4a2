import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { view } from '../members-v2025-06/schemas';
import { periodParams, periodSchema, periodsBase } from './schemas';

/** GET /api/v2025-06/periods/{period} */
export const getPeriodV2025Route = defineRoute({
  id: 'getPeriodV2025',
  method: 'GET',
  path: `${periodsBase}/{period}`,
  handler: 'ranks-v2025-06/get-period',
  surface: 'admin',
  auth: view,
  ownership: { kind: 'none' },
  summary: 'Show a volume period',
  description: 'Whether the period is open, closing or closed, and what its close evaluated (one GetItem).',
  request: { params: periodParams },
  response: { status: 200, body: z.object({ period: periodSchema }) },
});
