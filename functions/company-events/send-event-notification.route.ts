import { defineRoute } from '../../shared/edge/http/route';
import { countryCode, eventParams, required } from './schemas';
import { manage } from './route-common';
import { z } from 'zod';

/** Body of Send Notification. */
const notifyEventBody = z.object({
  countries: z
    .array(countryCode, required)
    .min(1, 'must name at least one country')
    .max(250)
    .transform((codes) => [...new Set(codes)]),
});

/** What a send did. */
const notifyEventResponse = z.object({
  notification: z
    .object({
      id: z.string(),
      event_id: z.number().int(),
      countries: z.array(z.string()),
      recipient_count: z.number().int().describe('Active reps and admins in the countries'),
      sent_at: z.iso.datetime(),
      blocked_until: z.iso.datetime().describe('Further sends for this event are refused (429) until then'),
    })
    .meta({ id: 'CompanyEventNotificationSend' }),
});

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
