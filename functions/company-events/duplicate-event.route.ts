import { defineRoute } from '../../shared/edge/http/route';
import { eventParams, eventResponse } from './schemas';
import { manage } from './route-common';

/** POST /api/company/events/{id}/duplicate */
export const duplicateEventRoute = defineRoute({
  id: 'duplicateCompanyEvent',
  method: 'POST',
  path: '/api/company/events/{id}/duplicate',
  handler: 'company-events/duplicate-event',
  uses: ['reminder-schedules'],
  surface: 'admin',
  auth: manage,
  summary: 'Duplicate a company event',
  description: 'Creates an Inactive copy with the same details, countries and images, titled `<title> (copy)`.',
  request: { params: eventParams },
  response: { status: 201, body: eventResponse },
  errors: ['conflict'],
});
