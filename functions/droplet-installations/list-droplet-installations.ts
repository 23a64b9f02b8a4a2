import { listInstallations } from '../../shared/domains/droplets/installation-store';
import { installationView } from '../../shared/domains/droplets/installation-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { offsetPagination } from '../../shared/platform/schema/offset-page';
import { reply } from '../../shared/edge/http/reply';
import { listDropletInstallationsRoute } from './list-droplet-installations.route';

export const handler = defineHandler(listDropletInstallationsRoute, async ({ query, principal }) => {
  const { installations, totalCount } = await listInstallations(principal.companyId, {
    page: query.page,
    perPage: query.per_page,
  });
  return reply(
    { installations: installations.map(installationView) },
    { meta: { pagination: offsetPagination(query.page, query.per_page, totalCount) } },
  );
});
