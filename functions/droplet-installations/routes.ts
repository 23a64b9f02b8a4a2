import { defineRoute } from '../../shared/edge/http/route';
import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { exchangeBody, exchangeResponse, installationListResponse, installationParams, installationResponse, launchResponse } from './schemas';

// Each route is built when first read (builtOnce): an installation function builds its own route's
// schemas at import (issue 25 §2, cold starts); the manifest reads them all.

/** GET /api/droplet_installations: the company's installations. */
export const listDropletInstallationsRoute = defineRoute({
    id: 'listDropletInstallations',
    method: 'GET',
    path: '/api/droplet_installations',
    handler: 'droplet-installations/list-droplet-installations',
    surface: 'admin',
    auth: { kind: 'bearer', permission: 'droplets.manage' },
    summary: 'List droplet installations',
    description: 'Active and uninstalled installations of the company, oldest first.',
    request: { query: offsetPageQuery() },
    response: { status: 200, body: installationListResponse },
    pagination: 'offset',
  });

/** POST /api/droplet_installations/exchange: the vendor redeems the exchange token. */
export const exchangeDropletInstallationTokenRoute = defineRoute({
    id: 'exchangeDropletInstallationToken',
    method: 'POST',
    path: '/api/droplet_installations/exchange',
    handler: 'droplet-installations/exchange-droplet-installation-token',
    surface: 'admin',
    auth: { kind: 'none' },
    summary: 'Exchange an installation\'s exchange token for its credentials',
    description:
      'No bearer token: the exchange token from `droplet.installed` is the credential. Answers the installation token (`dit_…`) and the installation webhook secret, exactly once. ' +
      'Refusals (standard envelope, `errors.code`): unknown token **404** `exchange_token_unknown`; already redeemed **409** `exchange_token_redeemed`; ' +
      'older than 10 minutes **410** `exchange_token_expired`; installation uninstalled **409** `installation_inactive`. Of concurrent redeems exactly one succeeds. ' +
      'Safe retry: on a network error or a 5xx, retry with the same token; a redemption that did not commit can be retried, and a 409 `exchange_token_redeemed` on a retry means ' +
      'the earlier request succeeded and its response was lost: the credentials cannot be shown again, so ask the company to uninstall and reinstall (fresh credentials). ' +
      'A 410 also needs a reinstall. Store the credentials before acknowledging anything.',
    request: { body: exchangeBody },
    response: { status: 200, body: exchangeResponse },
    errors: ['exchange_token_unknown', 'exchange_token_redeemed', 'exchange_token_expired', 'installation_inactive'],
  });

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
      'delivers `droplet.uninstalled` to the droplet\'s `uninstall_webhook_url`. Answers the installation; uninstalling again changes nothing more. Reinstalling creates a new installation with new credentials. ' +
      'A write the app makes during the uninstall either commits before it (and is deactivated with the rest) or answers 401; subscriptions of an inactive installation receive nothing.',
    request: { params: installationParams },
    response: { status: 200, body: installationResponse },
    errors: ['conflict'],
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
      'For a signed-in dashboard session only (other tokens answer 403): answers the droplet\'s `embed_url` with `dri=<installation>` and `session_token=<JWT>` appended. ' +
      'The session token is HS256-signed with the droplet\'s lifecycle secret and carries `iss` (the service), `aud` (droplet uuid), `sub` (the viewer\'s member id), ' +
      '`dest` (the store\'s shop identifier), `iat`, `nbf`, `exp` (60 s) and `jti`; verify it with `verifySessionToken` (30 s of skew). `dri` only selects the installation and proves nothing. ' +
      'The session token identifies the viewer; it is not an API credential (the API answers 401 to it). A droplet without `embed_url` answers 422; an uninstalled installation 409.',
    request: { params: installationParams },
    response: { status: 200, body: launchResponse },
    errors: ['installation_inactive'],
  });

/** Every installation route, in the manifest's order; reading them builds them all (the manifest, OpenAPI, tests). */
export const dropletInstallationRoutes = () => [listDropletInstallationsRoute, exchangeDropletInstallationTokenRoute, uninstallDropletRoute, launchDropletRoute];
