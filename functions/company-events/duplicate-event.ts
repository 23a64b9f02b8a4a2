import { duplicateEvent } from '../../shared/domains/company-events/event-writes';
import { toEventResponse } from '../../shared/domains/company-events/event-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { duplicateEventRoute } from './duplicate-event.route';

export const handler = defineHandler(duplicateEventRoute, async ({ principal, params }) => ({
  event: toEventResponse(await duplicateEvent(principal.companyId, params.id)),
}));
