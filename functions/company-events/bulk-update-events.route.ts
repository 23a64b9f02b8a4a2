import { defineRoute } from '../../shared/edge/http/route';
import { bulkEventsBody, bulkEventsResponse } from './schemas';
import { manage } from './route-common';

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
