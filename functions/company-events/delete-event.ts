import { deleteEvent } from '../../shared/domains/company-events/event-writes';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { deleteEventRoute } from './delete-event.route';

export const handler = defineHandler(deleteEventRoute, async ({ principal, params }) => {
  const deleted = await deleteEvent(principal.companyId, params.id);
  return { id: deleted.id };
});
