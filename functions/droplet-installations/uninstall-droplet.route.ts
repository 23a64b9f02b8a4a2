import { defineRoute } from '../../shared/edge/http/route';
import { installationParams, installationResponse } from './schemas';

/** DELETE /api/droplet_installations/{dri}: the company uninstalls. */
export const uninstallDropletRoute = defineRoute({
  id: 'uninstallDroplet',
  method: 'DELETE',
  path: '/api/droplet_installations/{dri}',
  handler: 'droplet-installations/uninstall-droplet',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'droplets.manage' },
  summary: 'Uninstall a droplet',
  description:
    'Deactivates the installation, revokes its installation token at once (its next call answers 401), deactivates the webhook subscriptions it created and ' +
    "delivers `droplet.uninstalled` to the droplet's `uninstall_webhook_url`. Answers the installation; uninstalling again changes nothing more. Reinstalling creates a new installation with new credentials. " +
    'A write the app makes during the uninstall either commits before it (and is deactivated with the rest) or answers 401; subscriptions of an inactive installation receive nothing.',
  request: { params: installationParams },
  response: { status: 200, body: installationResponse },
  errors: ['conflict'],
});
