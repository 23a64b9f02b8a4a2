import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { defineRoute } from '../../shared/edge/http/route';
import { agreementSchema } from './schemas';
import { view } from './route-common';
import { z } from 'zod';

/** `{agreements}` with `meta.pagination`. */
const listAgreementsResponse = z.object({ agreements: z.array(agreementSchema) });

/** GET /api/agreements */
export const listAgreementsRoute = defineRoute({
  id: 'listAgreements',
  method: 'GET',
  path: '/api/agreements',
  handler: 'agreements/list-agreements',
  surface: 'admin',
  auth: view,
  summary: 'List agreements',
  description: 'Oldest first.',
  request: { query: offsetPageQuery() },
  response: { status: 200, body: listAgreementsResponse },
  pagination: 'offset',
});
