import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { defineRoute } from '../../shared/edge/http/route';
import {
  bulkEventsBody,
  bulkEventsResponse,
  createEventBody,
  deleteEventResponse,
  eventParams,
  eventResponse,
  imageUploadsBody,
  imageUploadsResponse,
  listEventsQuery,
  listEventsResponse,
  listNotificationsResponse,
  notifyEventBody,
  notifyEventResponse,
  updateEventBody,
} from './schemas';

const view = { kind: 'bearer', permission: 'events.view' } as const;
const manage = { kind: 'bearer', permission: 'events.manage' } as const;

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

/** PUT /api/company/events/{id} */
export const updateEventRoute = defineRoute({
  id: 'updateCompanyEvent',
  method: 'PUT',
  path: '/api/company/events/{id}',
  handler: 'company-events/update-event',
  uses: ['reminder-schedules', 'event-image-attachments'],
  surface: 'admin',
  auth: manage,
  summary: 'Update a company event',
  description: 'Partial: absent fields keep their values, null clears an optional field. The merged event must satisfy every rule. Last writer wins: only the changed fields are written, so concurrent updates of the same fields all land and the last to commit stays; a concurrent change of another field is merged in before writing. 409 only when the event could not be written before the function’s deadline.',
  request: { params: eventParams, body: updateEventBody },
  response: { status: 200, body: eventResponse },
  errors: ['conflict'],
});

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

/** POST /api/company/events/bulk */
export const bulkEventsRoute = defineRoute({
  id: 'bulkCompanyEvents',
  method: 'POST',
  path: '/api/company/events/bulk',
  handler: 'company-events/bulk-update-events',
  uses: ['reminder-schedules'],
  surface: 'admin',
  auth: manage,
  summary: 'Activate, set as draft or delete several company events',
  description: 'Each id succeeds or fails on its own; `results` reports every id in request order.',
  request: { body: bulkEventsBody },
  response: { status: 200, body: bulkEventsResponse },
  errors: ['conflict'],
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

/** POST /api/company/events/images */
export const imageUploadsRoute = defineRoute({
  id: 'createCompanyEventImageUploads',
  method: 'POST',
  path: '/api/company/events/images',
  handler: 'company-events/create-image-uploads',
  uses: ['event-image-uploads'],
  surface: 'admin',
  auth: manage,
  summary: 'Presign uploads of event images',
  description:
    'Up to 10 images per upload action, each up to 10 MB, image types only (more → 422, nothing presigned). Each result is an S3 presigned POST whose policy pins the key, the content type, the size and the `tagging` field (send every returned field); after the upload’s 204, reference the image by `id` in the event’s `images`. An uploaded image no event references is deleted after 2 days.',
  request: { body: imageUploadsBody },
  response: { status: 200, body: imageUploadsResponse },
});

/** Every company event route, for the manifest. */
export const companyEventRoutes = [
  listEventsRoute,
  createEventRoute,
  getEventRoute,
  updateEventRoute,
  deleteEventRoute,
  duplicateEventRoute,
  bulkEventsRoute,
  notifyEventRoute,
  listEventNotificationsRoute,
  listMemberNotificationsRoute,
  imageUploadsRoute,
];
