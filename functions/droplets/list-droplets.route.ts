import { defineRoute } from '../../shared/edge/http/route';
import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { dropletOwnerSchema } from './schemas';
import { auth } from './route-common';
import { z } from 'zod';

const ownDropletListResponse = z.object({ droplets: z.array(dropletOwnerSchema) });

/** GET /api/droplets: the droplets the company owns. */
export const listDropletsRoute = defineRoute({
  id: 'listDroplets',
  method: 'GET',
  path: '/api/droplets',
  handler: 'droplets/list-droplets',
  surface: 'admin',
  auth,
  summary: "List the company's own droplets",
  description: 'Owner view, newest first. The marketplace is listed by GET /api/droplets/marketplace.',
  request: { query: offsetPageQuery() },
  response: { status: 200, body: ownDropletListResponse },
  pagination: 'offset',
});
