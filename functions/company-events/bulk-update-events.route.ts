import { defineRoute } from '../../shared/edge/http/route';
import { eventSchema, required } from './schemas';
import { manage } from './route-common';
import { z } from 'zod';
import { storableId } from '../../shared/platform/schema/storable';

/** Body of a bulk action. */
const bulkEventsBody = z.object({
  action: z.enum(['activate', 'draft', 'delete'], { error: 'must be one of activate, draft, delete' }),
  ids: z.array(storableId, required).min(1, 'must name at least one event').max(100, 'must name at most 100 events'),
});

/** Per-id outcome of a bulk action, in request order. */
const bulkEventsResponse = z.object({
  results: z.array(
    z
      .object({
        id: z.number().int(),
        success: z.boolean(),
        event: eventSchema
          .nullable()
          .optional()
          .describe('The event after the action (null once deleted); absent on failure'),
        error_message: z.string().optional().describe('Why this id failed'),
        error_status: z.number().int().optional().describe('HTTP status this id would have had alone (404, 409, ...)'),
      })
      .meta({ id: 'CompanyEventBulkResult' }),
  ),
  succeeded: z.number().int(),
  failed: z.number().int(),
});

/** POST /api/company/events/bulk */
export const bulkEventsRoute = defineRoute({
  id: 'bulkCompanyEvents',
  method: 'POST',
  path: '/api/company/events/bulk',
  handler: 'company-events/bulk-update-events',
  uses: ['reminder-schedules'],
  surface: 'admin',
  auth: manage,
  summary: 'Activate, set as draft or delete several company events',
  description: 'Each id succeeds or fails on its own; `results` reports every id in request order.',
  request: { body: bulkEventsBody },
  response: { status: 200, body: bulkEventsResponse },
  errors: ['conflict'],
});
