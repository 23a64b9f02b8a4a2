import { installationView } from '../../shared/domains/droplets/installation-view';
import { uninstallDroplet } from '../../shared/use-cases/uninstall-droplet';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { uninstallDropletRoute } from './uninstall-droplet.route';

export const handler = defineHandler(uninstallDropletRoute, async ({ params, principal }) => ({
  installation: installationView(await uninstallDroplet(principal.companyId, params.dri)),
}));
