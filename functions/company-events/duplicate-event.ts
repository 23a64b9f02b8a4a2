import { duplicateEvent } from '../../shared/company-events/event-writes';
import { toEventView } from '../../shared/company-events/event-view';
import { defineHandler } from '../../shared/http/define-handler';
import { duplicateEventRoute } from './routes';

export const handler = defineHandler(duplicateEventRoute, async ({ principal, params }) => ({
  event: toEventView(await duplicateEvent(principal.companyId, params.id)),
}));
