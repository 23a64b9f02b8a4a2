import { defineRoute } from '../../shared/edge/http/route';
import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { installationSchema } from './schemas';
import { z } from 'zod';

const installationListResponse = z.object({ installations: z.array(installationSchema) });

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
