import { defineRoute } from '../../shared/edge/http/route';
import { eventParams } from './schemas';
import { manage } from './route-common';
import { z } from 'zod';

/** `{id}` of a deleted event. */
const deleteEventResponse = z.object({ id: z.number().int() });

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
