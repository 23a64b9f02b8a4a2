import { defineRoute } from '../../shared/edge/http/route';
import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { vendorInstallationListResponse } from '../droplet-installations/schemas';
import { dropletParams } from './schemas';
import { auth } from './route-common';

/** GET /api/droplets/{uuid}/installations: the droplet's installations across companies. */
export const listDropletInstallationsByDropletRoute = defineRoute({
  id: 'listDropletInstallationsByDroplet',
  method: 'GET',
  path: '/api/droplets/{uuid}/installations',
  handler: 'droplets/list-droplet-installations-by-droplet',
  surface: 'admin',
  auth,
  summary: "List a droplet's installations across companies",
  description:
    'For the owning company and root admins (anyone else: 404). Active and uninstalled installations with the installing `company_id`, oldest first; one Query on an index, never a scan.',
  request: { params: dropletParams, query: offsetPageQuery() },
  response: { status: 200, body: vendorInstallationListResponse },
  pagination: 'offset',
});
