import { defineHandler } from '../../shared/edge/http/define-handler';
import { reply } from '../../shared/edge/http/reply';
import { offsetPagination } from '../../shared/platform/schema/offset-page';
import { repEvents } from '../../shared/use-cases/rep-events';
import { listRepEventsRoute } from './list-events.route';

export const handler = defineHandler(listRepEventsRoute, async ({ principal, query }) => {
  const { page, per_page: perPage } = query;
  const { events, totalCount } = await repEvents(principal.companyId, principal.memberId, { page, perPage });
  return reply({ events }, { meta: { pagination: offsetPagination(page, perPage, totalCount) } });
});
