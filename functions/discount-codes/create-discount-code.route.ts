import { defineRoute } from '../../shared/edge/http/route';
import { createDiscountBody, discountResponse } from './schemas';
import { write } from './route-common';

/** POST /api/company/discount_codes: a new code. */
export const createDiscountCodeRoute = defineRoute({
  id: 'createDiscountCode',
  method: 'POST',
  path: '/api/company/discount_codes',
  handler: 'discount-codes/create-discount-code',
  surface: 'admin',
  auth: write,
  summary: 'Create a discount code',
  description:
    '`percentage` (with `percentage`), `fixed_amount` (with `amounts` per currency) or `free_shipping`; on the whole cart or on items of the listed products, categories or collections. ' +
    'Codes are unique per company, case-insensitively (422 on `discount_code.code`). Usage limits are consumed atomically when an order is placed.',
  request: { body: createDiscountBody },
  response: { status: 201, body: discountResponse },
});
