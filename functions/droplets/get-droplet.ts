import { requireVisibleDroplet } from '../../shared/domains/droplets/droplet-access';
import { ownerDropletView, publicDropletView, seesOwnerView } from '../../shared/domains/droplets/droplet-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { getDropletRoute } from './get-droplet.route';

export const handler = defineHandler(getDropletRoute, async ({ params, principal }) => {
  const droplet = await requireVisibleDroplet(principal, params.uuid);
  return { droplet: seesOwnerView(droplet, principal) ? ownerDropletView(droplet) : publicDropletView(droplet) };
});
