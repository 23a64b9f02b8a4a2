import { createEvent } from '../../shared/domains/company-events/event-writes';
import { toEventResponse } from '../../shared/domains/company-events/event-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { createEventRoute } from './create-event.route';

export const handler = defineHandler(createEventRoute, async ({ principal, body }) => ({
  event: toEventResponse(await createEvent(principal.companyId, body.event)),
}));
