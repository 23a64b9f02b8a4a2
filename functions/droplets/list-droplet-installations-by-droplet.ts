import { requireManagedDroplet } from '../../shared/domains/droplets/droplet-access';
import { listDropletInstallations } from '../../shared/domains/droplets/installation-store';
import { vendorInstallationView } from '../../shared/domains/droplets/installation-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { offsetPagination } from '../../shared/platform/schema/offset-page';
import { reply } from '../../shared/edge/http/reply';
import { listDropletInstallationsByDropletRoute } from './list-droplet-installations-by-droplet.route';

export const handler = defineHandler(listDropletInstallationsByDropletRoute, async ({ params, query, principal }) => {
  const droplet = await requireManagedDroplet(principal, params.uuid);
  const { installations, totalCount } = await listDropletInstallations(droplet.uuid, {
    page: query.page,
    perPage: query.per_page,
  });
  return reply(
    { installations: installations.map(vendorInstallationView) },
    { meta: { pagination: offsetPagination(query.page, query.per_page, totalCount) } },
  );
});
