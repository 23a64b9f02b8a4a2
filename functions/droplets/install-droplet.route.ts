import { defineRoute } from '../../shared/edge/http/route';
import { installationResponse } from '../droplet-installations/schemas';
import { dropletParams } from './schemas';
import { auth } from './route-common';

/** POST /api/droplets/{uuid}/installations: installs a droplet on the company. */
export const installDropletRoute = defineRoute({
  id: 'installDroplet',
  method: 'POST',
  path: '/api/droplets/{uuid}/installations',
  handler: 'droplets/install-droplet',
  surface: 'admin',
  auth,
  summary: 'Install a droplet',
  description:
    "Installs the company's own droplet in any state (inactive or unlisted included: the vendor tests it before listing), or a marketplace droplet operating in one of the company's countries (422 otherwise), granting its `requested_scopes`; the caller must hold every permission those scopes give the installation token (403 `{message}` otherwise). " +
    "The droplet's `install_webhook_url` then receives `droplet.installed`, signed with its lifecycle secret, carrying a single-use exchange token valid for 10 minutes; " +
    'the vendor redeems it at POST /api/droplet_installations/exchange. A droplet already installed answers 409.',
  request: { params: dropletParams },
  response: { status: 201, body: installationResponse },
  errors: ['conflict'],
});
