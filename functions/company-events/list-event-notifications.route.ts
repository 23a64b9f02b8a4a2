import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { defineRoute } from '../../shared/edge/http/route';
import { eventParams, listNotificationsResponse } from './schemas';
import { view } from './route-common';

/** GET /api/company/events/{id}/notifications */
export const listEventNotificationsRoute = defineRoute({
  id: 'listCompanyEventNotifications',
  method: 'GET',
  path: '/api/company/events/{id}/notifications',
  handler: 'company-events/list-event-notifications',
  surface: 'admin',
  auth: view,
  ownership: { kind: 'none' },
  summary: 'List the notifications recorded for a company event',
  description: 'One record per recipient: manual sends, then hour-before reminders, oldest first.',
  request: { params: eventParams, query: offsetPageQuery() },
  response: { status: 200, body: listNotificationsResponse },
  pagination: 'offset',
});
