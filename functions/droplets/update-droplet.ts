import { updateDroplet } from '../../shared/domains/droplets/droplet-commands';
import { updatedDropletView } from '../../shared/domains/droplets/droplet-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { updateDropletRoute } from './update-droplet.route';

export const handler = defineHandler(updateDropletRoute, async ({ params, body, principal }) => ({
  droplet: updatedDropletView(await updateDroplet(principal, params.uuid, body.droplet)),
}));
