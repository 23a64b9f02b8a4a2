import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { manage } from '../members-v2025-06/schemas';
import { periodParams, periodSchema, periodsBase } from './schemas';

/** POST /api/v2025-06/periods/{period}/close */
export const closePeriodV2025Route = defineRoute({
  id: 'closePeriodV2025',
  method: 'POST',
  path: `${periodsBase}/{period}/close`,
  handler: 'ranks-v2025-06/close-period',
  surface: 'admin',
  auth: manage,
  ownership: { kind: 'company' },
  summary: 'Close a volume period',
  description:
    'Freezes the period (the current month or an earlier one; a later one answers 422): volume that happens in it from now on, a late refund included, is posted to the next open period. Then every rep with volume in the period is evaluated against the ranks as they are now, each change emitting `member_rank_changed` with cause `period_close`, and the period is `closed`: its ledger can be exported. A closed period answers 409; a period whose close was cut short (`closing`) is closed again by repeating the request.',
  request: { params: periodParams },
  response: { status: 200, body: z.object({ period: periodSchema }) },
  errors: ['conflict'],
  timeoutSeconds: 29,
  idempotent: false,
});
