import { getEvent } from '../../shared/domains/company-events/event-store';
import { toEventResponse } from '../../shared/domains/company-events/event-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { getEventRoute } from './get-event.route';

export const handler = defineHandler(getEventRoute, async ({ principal, params }) => ({
  event: toEventResponse(await getEvent(principal.companyId, params.id)),
}));
