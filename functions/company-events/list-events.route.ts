import { defineRoute } from '../../shared/edge/http/route';
import { listEventsQuery, listEventsResponse } from './schemas';
import { view } from './route-common';

/** GET /api/company/events */
export const listEventsRoute = defineRoute({
  id: 'listCompanyEvents',
  method: 'GET',
  path: '/api/company/events',
  handler: 'company-events/list-events',
  surface: 'admin',
  auth: view,
  ownership: { kind: 'none' },
  summary: 'List company events',
  description: 'In start order. Filters: derived list status, available country, text in the title.',
  request: { query: listEventsQuery },
  response: { status: 200, body: listEventsResponse },
  pagination: 'offset',
});
