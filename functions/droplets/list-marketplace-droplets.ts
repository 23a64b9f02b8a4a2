import { publicDropletView } from '../../shared/domains/droplets/droplet-view';
import { listMarketplace } from '../../shared/domains/droplets/marketplace';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { offsetPagination } from '../../shared/platform/schema/offset-page';
import { reply } from '../../shared/edge/http/reply';
import { listMarketplaceDropletsRoute } from './list-marketplace-droplets.route';

export const handler = defineHandler(listMarketplaceDropletsRoute, async ({ query, principal }) => {
  const { droplets, totalCount } = await listMarketplace(principal.companyId, {
    page: query.page,
    perPage: query.per_page,
  });
  return reply(
    { droplets: droplets.map(publicDropletView) },
    { meta: { pagination: offsetPagination(query.page, query.per_page, totalCount) } },
  );
});
