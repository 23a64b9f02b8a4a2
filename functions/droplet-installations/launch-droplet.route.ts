import { defineRoute } from '../../shared/edge/http/route';
import { installationParams } from './schemas';
import { z } from 'zod';

/** What the launch endpoint answers. */
const launchResponse = z.object({
  launch_url: z.string().describe('`embed_url` with `dri` and `session_token` appended'),
  session_token_expires_at: z.iso.datetime(),
});

/** POST /api/droplet_installations/{dri}/launch: the admin opens an installed droplet's embedded page. */
export const launchDropletRoute = defineRoute({
  id: 'launchDroplet',
  method: 'POST',
  path: '/api/droplet_installations/{dri}/launch',
  handler: 'droplet-installations/launch-droplet',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'company.view' },
  ownership: { kind: 'company' },
  summary: 'Mint the launch URL of an embedded droplet page',
  description:
    "For a signed-in dashboard session only (other tokens answer 403): answers the droplet's `embed_url` with `dri=<installation>` and `session_token=<JWT>` appended. " +
    "The session token is HS256-signed with the droplet's lifecycle secret and carries `iss` (the service), `aud` (droplet uuid), `sub` (the viewer's member id), " +
    "`dest` (the store's shop identifier), `iat`, `nbf`, `exp` (60 s) and `jti`; verify it with `verifySessionToken` (30 s of skew). `dri` only selects the installation and proves nothing. " +
    'The session token identifies the viewer; it is not an API credential (the API answers 401 to it). A droplet without `embed_url` answers 422; an uninstalled installation 409.',
  request: { params: installationParams },
  response: { status: 200, body: launchResponse },
  errors: ['installation_inactive'],
});
