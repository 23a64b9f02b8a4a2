import { defineHandler } from '../../shared/edge/http/define-handler';
import { offsetPagination } from '../../shared/platform/schema/offset-page';
import { reply } from '../../shared/edge/http/reply';
import { getItem } from '../../shared/domains/storefront/engine/store';
import { media } from '../../shared/domains/storefront/families/media';
import { toLeadView } from '../../shared/domains/storefront/media/lead-entity';
import { listMediumLeads } from '../../shared/domains/storefront/media/list-leads';
import { listMediumLeadsRoute } from './list-medium-leads.route';

export const handler = defineHandler(listMediumLeadsRoute, async ({ principal, params, query }) => {
  await getItem(media, principal.companyId, params.medium_id);
  const { leads, totalCount } = await listMediumLeads(principal.companyId, params.medium_id, {
    page: query.page,
    perPage: query.per_page,
  });
  return reply(
    { leads: leads.map(toLeadView) },
    { meta: { pagination: offsetPagination(query.page, query.per_page, totalCount) } },
  );
});
