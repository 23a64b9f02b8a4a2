import { updateEvent } from '../../shared/domains/company-events/event-writes';
import { toEventResponse } from '../../shared/domains/company-events/event-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { updateEventRoute } from './update-event.route';

export const handler = defineHandler(updateEventRoute, async ({ principal, params, body }) => ({
  event: toEventResponse(await updateEvent(principal.companyId, params.id, body.event)),
}));
