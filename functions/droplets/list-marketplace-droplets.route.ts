import { defineRoute } from '../../shared/edge/http/route';
import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { dropletSchema } from './schemas';
import { auth } from './route-common';
import { z } from 'zod';

const marketplaceListResponse = z.object({ droplets: z.array(dropletSchema) });

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
    "Active, publicly available droplets that operate in at least one of the company's countries (`settings.service_operational_countries`, alpha-3: " +
    'null means everywhere, an empty list nowhere), by name, public view.',
  request: { query: offsetPageQuery() },
  response: { status: 200, body: marketplaceListResponse },
  pagination: 'offset',
});
