import { rotateLifecycleSecret } from '../../shared/domains/droplets/droplet-commands';
import { updatedDropletView } from '../../shared/domains/droplets/droplet-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { rotateDropletLifecycleSecretRoute } from './rotate-droplet-lifecycle-secret.route';

export const handler = defineHandler(rotateDropletLifecycleSecretRoute, async ({ params, body, principal }) => {
  const { droplet, lifecycleSecret } = await rotateLifecycleSecret(principal, params.uuid, body.overlap_seconds);
  return {
    lifecycle_secret: lifecycleSecret,
    previous_secret_expires_at: droplet.previous_lifecycle_secret_expires_at,
    droplet: updatedDropletView(droplet),
  };
});
