import { installDroplet } from '../../shared/use-cases/install-droplet';
import { installationView } from '../../shared/domains/droplets/installation-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { installDropletRoute } from './install-droplet.route';

export const handler = defineHandler(installDropletRoute, async ({ params, principal }) => ({
  installation: installationView(await installDroplet(principal, params.uuid)),
}));
