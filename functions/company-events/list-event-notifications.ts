import { listEventNotifications } from '../../shared/company-events/list-notifications';
import { defineHandler } from '../../shared/http/define-handler';
import { reply } from '../../shared/http/reply';
import { listEventNotificationsRoute } from './routes';

export const handler = defineHandler(listEventNotificationsRoute, async ({ principal, params, query }) => {
  const { notifications, totalCount } = await listEventNotifications(principal.companyId, params.id, { page: query.page, perPage: query.per_page });
  const pagination = { page: query.page, per_page: query.per_page, total_count: totalCount, total_pages: Math.ceil(totalCount / query.per_page) };
  return reply({ notifications }, { meta: { pagination } });
});
