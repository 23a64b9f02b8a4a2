import { defineRoute } from '../../shared/edge/http/route';
import { createEventBody, eventResponse } from './schemas';
import { manage } from './route-common';

/** POST /api/company/events */
export const createEventRoute = defineRoute({
  id: 'createCompanyEvent',
  method: 'POST',
  path: '/api/company/events',
  handler: 'company-events/create-event',
  uses: ['reminder-schedules', 'event-image-attachments'],
  surface: 'admin',
  auth: manage,
  summary: 'Create a company event',
  description: 'New events default to time zone UTC, notifications on and status active. An active event with notifications on gets an hour-before reminder.',
  request: { body: createEventBody },
  response: { status: 201, body: eventResponse },
  errors: ['conflict'],
});
