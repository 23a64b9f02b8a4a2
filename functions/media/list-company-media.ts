import { defineHandler } from '../../shared/edge/http/define-handler';
import { offsetPagination } from '../../shared/platform/schema/offset-page';
import { reply } from '../../shared/edge/http/reply';
import { listLegacyMedia } from '../../shared/domains/storefront/media/legacy-media-list';
import { listLegacyMediaRoute } from './list-company-media.route';

export const handler = defineHandler(listLegacyMediaRoute, async ({ principal, query }) => {
  const { media, totalCount } = await listLegacyMedia(principal.companyId, query);
  return reply({ media }, { meta: { pagination: offsetPagination(query.page, query.per_page, totalCount) } });
});
