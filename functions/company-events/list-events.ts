import { listEvents } from '../../shared/domains/company-events/list-events';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { offsetPagination } from '../../shared/platform/schema/offset-page';
import { reply } from '../../shared/edge/http/reply';
import { listEventsRoute } from './list-events.route';

export const handler = defineHandler(listEventsRoute, async ({ principal, query }) => {
  const { page, per_page: perPage, ...filters } = query;
  const { events, totalCount } = await listEvents(principal.companyId, filters, { page, perPage });
  return reply({ events }, { meta: { pagination: offsetPagination(page, perPage, totalCount) } });
});
