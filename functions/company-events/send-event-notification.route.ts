import { defineRoute } from '../../shared/edge/http/route';
import { eventParams, notifyEventBody, notifyEventResponse } from './schemas';
import { manage } from './route-common';

/** POST /api/company/events/{id}/notify */
export const notifyEventRoute = defineRoute({
  id: 'notifyCompanyEvent',
  method: 'POST',
  path: '/api/company/events/{id}/notify',
  handler: 'company-events/send-event-notification',
  surface: 'admin',
  auth: manage,
  summary: 'Send a notification about a company event',
  description:
    'Reaches every active rep and admin in the chosen countries (at least one, each among the company’s countries). Further sends for the event are refused for 5 minutes: 429 with Retry-After and the seconds remaining.',
  request: { params: eventParams, body: notifyEventBody },
  response: { status: 201, body: notifyEventResponse },
  // One notification item per reached member, 25 to a batch (record-notifications.ts).
  uses: ['table-batch-writes'],
});
