import { defineRoute } from '../../shared/edge/http/route';
import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { installationResponse, vendorInstallationListResponse } from '../droplet-installations/schemas';
import {
  createDropletBody,
  createdDropletResponse,
  deletedDropletResponse,
  dropletParams,
  dropletResponse,
  marketplaceListResponse,
  ownDropletListResponse,
  rotateLifecycleSecretBody,
  rotatedLifecycleSecretResponse,
  updateDropletBody,
  updatedDropletResponse,
} from './schemas';

const auth = { kind: 'bearer', permission: 'droplets.manage' } as const;
const ROOT_RULE = 'Only root admins may send `publicly_available` or `company_id`: anyone else sending either answers **401** `{message}` (SPEC rule; other permission failures answer 403).';

// Each route is built when first read (builtOnce): a droplet function builds its own route's schemas at
// import, not every droplet route's (issue 25 §2, cold starts); the manifest reads them all.

/** POST /api/droplets: registers a droplet owned by the caller's company. */
export const createDropletRoute = defineRoute({
    id: 'createDroplet',
    method: 'POST',
    path: '/api/droplets',
    handler: 'droplets/create-droplet',
    surface: 'admin',
    auth,
    summary: 'Create a droplet',
    description:
      'Creates an inactive, private droplet (unless the body says otherwise) and its lifecycle secret (`lifecycle_secret`, `dls_…`), which signs ' +
      '`droplet.installed`/`droplet.uninstalled` deliveries and the session tokens of its embedded pages. The secret is shown only in this response. ' +
      `URLs follow the webhook target rules (absolute https URL of a publicly reachable host). ${ROOT_RULE} A root admin may create a droplet for another company with \`company_id\`.`,
    request: { body: createDropletBody },
    response: { status: 201, body: createdDropletResponse },
    errors: ['conflict'],
    // Sending extension_zip_url downloads and validates the package (up to 7 s: 2 s connect, 5 s in all) before the write.
    timeoutSeconds: 15,
  });

/** GET /api/droplets: the droplets the company owns. */
export const listDropletsRoute = defineRoute({
    id: 'listDroplets',
    method: 'GET',
    path: '/api/droplets',
    handler: 'droplets/list-droplets',
    surface: 'admin',
    auth,
    summary: 'List the company\'s own droplets',
    description: 'Owner view, newest first. The marketplace is listed by GET /api/droplets/marketplace.',
    request: { query: offsetPageQuery() },
    response: { status: 200, body: ownDropletListResponse },
    pagination: 'offset',
  });

/** GET /api/droplets/marketplace: droplets the company can install. */
export const listMarketplaceDropletsRoute = defineRoute({
    id: 'listMarketplaceDroplets',
    method: 'GET',
    path: '/api/droplets/marketplace',
    handler: 'droplets/list-marketplace-droplets',
    surface: 'admin',
    auth,
    summary: 'List the marketplace',
    description:
      'Active, publicly available droplets that operate in at least one of the company\'s countries (`settings.service_operational_countries`, alpha-3: ' +
      'null means everywhere, an empty list nowhere), by name, public view.',
    request: { query: offsetPageQuery() },
    response: { status: 200, body: marketplaceListResponse },
    pagination: 'offset',
  });

/** GET /api/droplets/{uuid}: one droplet. */
export const getDropletRoute = defineRoute({
    id: 'getDroplet',
    method: 'GET',
    path: '/api/droplets/{uuid}',
    handler: 'droplets/get-droplet',
    surface: 'admin',
    auth,
    summary: 'Show a droplet',
    description:
      'Owner view for the owning company and root admins; public view for a droplet listed in the marketplace or installed on the company. Any other droplet answers 404.',
    request: { params: dropletParams },
    response: { status: 200, body: dropletResponse },
  });

/** PUT /api/droplets/{uuid}: SPEC "Endpoints → Droplets". */
export const updateDropletRoute = defineRoute({
    id: 'updateDroplet',
    method: 'PUT',
    path: '/api/droplets/{uuid}',
    handler: 'droplets/update-droplet',
    surface: 'admin',
    auth,
    summary: 'Update a droplet',
    description:
      'Every field of `droplet` is optional; only the fields sent change. In `settings`, each field sent replaces the stored one (a page is replaced whole) and `settings: null` clears them. ' +
      `${ROOT_RULE} Another company's droplet answers 404, except for root admins, who may update any droplet. A concurrent update answers 409.`,
    request: { params: dropletParams, body: updateDropletBody },
    response: { status: 200, body: updatedDropletResponse },
    errors: ['conflict'],
    // Sending extension_zip_url downloads and validates the package (up to 7 s: 2 s connect, 5 s in all) before the write.
    timeoutSeconds: 15,
  });

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
      'Installs the company\'s own droplet in any state (inactive or unlisted included: the vendor tests it before listing), or a marketplace droplet operating in one of the company\'s countries (422 otherwise), granting its `requested_scopes`; the caller must hold every permission those scopes give the installation token (403 `{message}` otherwise). ' +
      'The droplet\'s `install_webhook_url` then receives `droplet.installed`, signed with its lifecycle secret, carrying a single-use exchange token valid for 10 minutes; ' +
      'the vendor redeems it at POST /api/droplet_installations/exchange. A droplet already installed answers 409.',
    request: { params: dropletParams },
    response: { status: 201, body: installationResponse },
    errors: ['conflict'],
  });

/** POST /api/droplets/{uuid}/lifecycle_secret/rotate: a new lifecycle secret, the old one overlapping. */
export const rotateDropletLifecycleSecretRoute = defineRoute({
    id: 'rotateDropletLifecycleSecret',
    method: 'POST',
    path: '/api/droplets/{uuid}/lifecycle_secret/rotate',
    handler: 'droplets/rotate-droplet-lifecycle-secret',
    surface: 'admin',
    auth,
    summary: 'Rotate the lifecycle secret',
    description:
      'The owner or a root admin mints a new lifecycle secret (`dls_…`, shown only in this response); it signs lifecycle deliveries and session tokens from now on. ' +
      'For `overlap_seconds` (default 1 day, at most 7 days) every lifecycle delivery carries two signatures of the same `<X-Service-Timestamp>.<raw body>`: ' +
      '`X-Service-Signature` (hex HMAC-SHA256 with the new secret) and `X-Service-Signature-Previous` (same, with the previous secret), so a receiver holding either verifies; ' +
      'after the window only `X-Service-Signature` is sent. `verifyDelivery` checks both headers and accepts a list of secrets. Rotating again ends the older overlap. A concurrent change answers 409.',
    request: { params: dropletParams, body: rotateLifecycleSecretBody },
    response: { status: 200, body: rotatedLifecycleSecretResponse },
  });

/** GET /api/droplets/{uuid}/installations: the droplet's installations across companies. */
export const listDropletInstallationsByDropletRoute = defineRoute({
    id: 'listDropletInstallationsByDroplet',
    method: 'GET',
    path: '/api/droplets/{uuid}/installations',
    handler: 'droplets/list-droplet-installations-by-droplet',
    surface: 'admin',
    auth,
    summary: "List a droplet's installations across companies",
    description: 'For the owning company and root admins (anyone else: 404). Active and uninstalled installations with the installing `company_id`, oldest first; one Query on an index, never a scan.',
    request: { params: dropletParams, query: offsetPageQuery() },
    response: { status: 200, body: vendorInstallationListResponse },
    pagination: 'offset',
  });

/** DELETE /api/droplets/{uuid}: deletes a droplet no company has installed. */
export const deleteDropletRoute = defineRoute({
    id: 'deleteDroplet',
    method: 'DELETE',
    path: '/api/droplets/{uuid}',
    handler: 'droplets/delete-droplet',
    surface: 'admin',
    auth,
    summary: 'Delete a droplet',
    description:
      'The owner or a root admin deletes the droplet: it leaves the marketplace and its lifecycle secret stops signing. ' +
      'Refused with **409** while any company has it installed (uninstalling is the merchant\'s decision; set `active: false` to stop other companies\' new installs meanwhile; the owner company can still install its own droplet in any state, for testing). ' +
      'Another company\'s droplet answers 404. Answers the deleted droplet\'s `uuid`.',
    request: { params: dropletParams },
    response: { status: 200, body: deletedDropletResponse },
    errors: ['conflict'],
  });

/** Every droplet route, in the manifest's order; reading them builds them all (the manifest, OpenAPI, tests). */
export const dropletRoutes = () => [
  createDropletRoute,
  listDropletsRoute,
  listMarketplaceDropletsRoute,
  getDropletRoute,
  updateDropletRoute,
  installDropletRoute,
  rotateDropletLifecycleSecretRoute,
  listDropletInstallationsByDropletRoute,
  deleteDropletRoute,
];
