import { createDroplet } from '../../shared/domains/droplets/droplet-commands';
import { updatedDropletView } from '../../shared/domains/droplets/droplet-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { createDropletRoute } from './create-droplet.route';

export const handler = defineHandler(createDropletRoute, async ({ body, principal }) => {
  const { droplet, lifecycleSecret } = await createDroplet(principal, body.droplet);
  return { droplet: updatedDropletView(droplet), lifecycle_secret: lifecycleSecret };
});
