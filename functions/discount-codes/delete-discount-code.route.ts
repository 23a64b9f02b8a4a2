import { defineRoute } from '../../shared/edge/http/route';
import { discountParams, discountResponse } from './schemas';
import { write } from './route-common';

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
