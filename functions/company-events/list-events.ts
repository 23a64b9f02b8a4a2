import { listEvents } from '../../shared/company-events/list-events';
import { defineHandler } from '../../shared/http/define-handler';
import { reply } from '../../shared/http/reply';
import { listEventsRoute } from './routes';

export const handler = defineHandler(listEventsRoute, async ({ principal, query }) => {
  const { page, per_page: perPage, ...filters } = query;
  const { events, totalCount } = await listEvents(principal.companyId, filters, { page, perPage });
  return reply({ events }, { meta: { pagination: { page, per_page: perPage, total_count: totalCount, total_pages: Math.ceil(totalCount / perPage) } } });
});
