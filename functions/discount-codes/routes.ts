import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { defineRoute } from '../../shared/edge/http/route';
import { createDiscountBody, discountListResponse, discountParams, discountResponse, updateDiscountBody } from './schemas';

const read = { kind: 'bearer', permission: 'storefront.view' } as const;
const write = { kind: 'bearer', permission: 'storefront.update' } as const;

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

/** PUT /api/company/discount_codes/{id}: partial update. */
export const updateDiscountCodeRoute = defineRoute({
  id: 'updateDiscountCode',
  method: 'PUT',
  path: '/api/company/discount_codes/{id}',
  handler: 'discount-codes/update-discount-code',
  surface: 'admin',
  auth: write,
  summary: 'Update a discount code',
  description: 'Only the fields sent change. Open carts holding the code are re-checked at their next pricing and at checkout.',
  request: { params: discountParams, body: updateDiscountBody },
  response: { status: 200, body: discountResponse },
});

/** DELETE /api/company/discount_codes/{id}: removes a code. */
export const deleteDiscountCodeRoute = defineRoute({
  id: 'deleteDiscountCode',
  method: 'DELETE',
  path: '/api/company/discount_codes/{id}',
  handler: 'discount-codes/delete-discount-code',
  surface: 'admin',
  auth: write,
  summary: 'Delete a discount code',
  description: 'Answers the deleted code; the code can be created again.',
  request: { params: discountParams },
  response: { status: 200, body: discountResponse },
});

/** Every discount code route, for the manifest. */
export const discountCodeRoutes = [createDiscountCodeRoute, listDiscountCodesRoute, getDiscountCodeRoute, updateDiscountCodeRoute, deleteDiscountCodeRoute];
