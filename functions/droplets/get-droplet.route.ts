import { defineRoute } from '../../shared/edge/http/route';
import { dropletOwnerSchema, dropletParams, dropletSchema } from './schemas';
import { auth } from './route-common';
import { z } from 'zod';

const dropletResponse = z.object({ droplet: z.union([dropletOwnerSchema, dropletSchema]) });

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
