import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { defineRoute } from '../../shared/edge/http/route';
import { discountCodeSchema } from './schemas';
import { read } from './route-common';
import { z } from 'zod';

const discountListResponse = z.object({ discount_codes: z.array(discountCodeSchema) });

/** GET /api/company/discount_codes: the company's codes, oldest first. */
export const listDiscountCodesRoute = defineRoute({
  id: 'listDiscountCodes',
  method: 'GET',
  path: '/api/company/discount_codes',
  handler: 'discount-codes/list-discount-codes',
  surface: 'admin',
  auth: read,
  ownership: { kind: 'none' },
  summary: 'List discount codes',
  request: { query: offsetPageQuery() },
  response: { status: 200, body: discountListResponse },
  pagination: 'offset',
});
