import { defineRoute } from '../../shared/edge/http/route';
import { discountFields, discountParams, discountResponse } from './schemas';
import { write } from './route-common';
import { z } from 'zod';

/** Body of PUT /api/company/discount_codes/{id}: the fields sent change (`usage_count` is not writable). */
const updateDiscountBody = z.object({ discount_code: discountFields.partial().strict() });

/** PUT /api/company/discount_codes/{id}: partial update. */
export const updateDiscountCodeRoute = defineRoute({
  id: 'updateDiscountCode',
  method: 'PUT',
  path: '/api/company/discount_codes/{id}',
  handler: 'discount-codes/update-discount-code',
  surface: 'admin',
  auth: write,
  summary: 'Update a discount code',
  description:
    'Only the fields sent change. Open carts holding the code are re-checked at their next pricing and at checkout.',
  request: { params: discountParams, body: updateDiscountBody },
  response: { status: 200, body: discountResponse },
});
