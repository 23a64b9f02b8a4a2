import { deleteDroplet } from '../../shared/domains/droplets/delete-droplet';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { deleteDropletRoute } from './delete-droplet.route';

export const handler = defineHandler(deleteDropletRoute, async ({ params, principal }) => {
  await deleteDroplet(principal, params.uuid);
  return { droplet: { uuid: params.uuid } };
});
