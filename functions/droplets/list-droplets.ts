import { listCompanyDroplets } from '../../shared/domains/droplets/droplet-store';
import { ownerDropletView } from '../../shared/domains/droplets/droplet-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { offsetPagination } from '../../shared/platform/schema/offset-page';
import { reply } from '../../shared/edge/http/reply';
import { listDropletsRoute } from './list-droplets.route';

export const handler = defineHandler(listDropletsRoute, async ({ query, principal }) => {
  const { droplets, totalCount } = await listCompanyDroplets(principal.companyId, {
    page: query.page,
    perPage: query.per_page,
  });
  return reply(
    { droplets: droplets.map(ownerDropletView) },
    { meta: { pagination: offsetPagination(query.page, query.per_page, totalCount) } },
  );
});
