import { listEventNotifications } from '../../shared/domains/company-events/list-notifications';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { offsetPagination } from '../../shared/platform/schema/offset-page';
import { reply } from '../../shared/edge/http/reply';
import { listEventNotificationsRoute } from './list-event-notifications.route';

export const handler = defineHandler(listEventNotificationsRoute, async ({ principal, params, query }) => {
  const { notifications, totalCount } = await listEventNotifications(principal.companyId, params.id, {
    page: query.page,
    perPage: query.per_page,
  });
  return reply({ notifications }, { meta: { pagination: offsetPagination(query.page, query.per_page, totalCount) } });
});
