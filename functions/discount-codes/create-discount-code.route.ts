import { defineRoute } from '../../shared/edge/http/route';
import { discountFields, discountResponse } from './schemas';
import { write } from './route-common';
import { z } from 'zod';

/** Body of POST /api/company/discount_codes; unsent optional fields take their defaults. */
const createDiscountBody = z.object({
  discount_code: discountFields.strict().transform((discount) => ({
    description: null,
    percentage: null,
    amounts: {},
    applies_to: 'cart' as const,
    target_ids: [],
    minimum_subtotal: {},
    starts_at: null,
    ends_at: null,
    usage_limit: null,
    usage_limit_per_customer: null,
    active: true,
    ...Object.fromEntries(Object.entries(discount).filter(([, value]) => value !== undefined)),
    code: discount.code,
    kind: discount.kind,
  })),
});

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
  // A percentage code needs its percentage: the derived example (required fields only) would be refused.
  examples: { request: { discount_code: { code: 'SPRING10', kind: 'percentage', percentage: 10 } } },
  request: { body: createDiscountBody },
  response: { status: 201, body: discountResponse },
});
