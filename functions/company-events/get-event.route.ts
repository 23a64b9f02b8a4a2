import { defineRoute } from '../../shared/edge/http/route';
import { eventParams, eventResponse } from './schemas';
import { view } from './route-common';

/** GET /api/company/events/{id} */
export const getEventRoute = defineRoute({
  id: 'getCompanyEvent',
  method: 'GET',
  path: '/api/company/events/{id}',
  handler: 'company-events/get-event',
  surface: 'admin',
  auth: view,
  ownership: { kind: 'none' },
  summary: 'Show a company event',
  request: { params: eventParams },
  response: { status: 200, body: eventResponse },
});
