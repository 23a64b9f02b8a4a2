import { defineRoute } from '../../shared/edge/http/route';
import { discountParams, discountResponse } from './schemas';
import { read } from './route-common';

/** GET /api/company/discount_codes/{id}: one code with its usage count. */
export const getDiscountCodeRoute = defineRoute({
  id: 'getDiscountCode',
  method: 'GET',
  path: '/api/company/discount_codes/{id}',
  handler: 'discount-codes/get-discount-code',
  surface: 'admin',
  auth: read,
  ownership: { kind: 'none' },
  summary: 'Show a discount code',
  request: { params: discountParams },
  response: { status: 200, body: discountResponse },
});
