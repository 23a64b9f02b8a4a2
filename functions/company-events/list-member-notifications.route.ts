import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { defineRoute } from '../../shared/edge/http/route';
import { eventParams, listNotificationsResponse } from './schemas';
import { view } from './route-common';

/** GET /api/company/members/{id}/event_notifications */
export const listMemberNotificationsRoute = defineRoute({
  id: 'listMemberEventNotifications',
  method: 'GET',
  path: '/api/company/members/{id}/event_notifications',
  handler: 'company-events/list-member-notifications',
  surface: 'admin',
  auth: view,
  ownership: { kind: 'none' },
  summary: 'List the company event notifications a member received',
  description: 'Manual sends and hour-before reminders, newest first.',
  request: { params: eventParams, query: offsetPageQuery() },
  response: { status: 200, body: listNotificationsResponse },
  pagination: 'offset',
});
