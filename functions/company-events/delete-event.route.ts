import { defineRoute } from '../../shared/edge/http/route';
import { deleteEventResponse, eventParams } from './schemas';
import { manage } from './route-common';

/** DELETE /api/company/events/{id} */
export const deleteEventRoute = defineRoute({
  id: 'deleteCompanyEvent',
  method: 'DELETE',
  path: '/api/company/events/{id}',
  handler: 'company-events/delete-event',
  uses: ['reminder-schedules'],
  surface: 'admin',
  auth: manage,
  summary: 'Delete a company event (cannot be undone)',
  request: { params: eventParams },
  response: { status: 200, body: deleteEventResponse },
  errors: ['conflict'],
});
