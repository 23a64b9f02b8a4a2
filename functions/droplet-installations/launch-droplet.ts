import { launchDroplet } from '../../shared/domains/droplets/launch-droplet';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { launchDropletRoute } from './launch-droplet.route';

export const handler = defineHandler(launchDropletRoute, async ({ params, principal }) => {
  const { launchUrl, expiresAt } = await launchDroplet(principal, params.dri);
  return { launch_url: launchUrl, session_token_expires_at: expiresAt };
});
