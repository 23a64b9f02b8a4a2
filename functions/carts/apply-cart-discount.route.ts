import { PRICING_ROUTE_TIMEOUT_SECONDS } from '../../shared/domains/checkout/pricing-time-budget';
import { defineRoute } from '../../shared/edge/http/route';
import { cartParams, cartResponseBody } from './schemas';
import { CARTS_BASE, cartToken, writeRules } from './route-common';
import { z } from 'zod';

/** Body of POST .../discount. */
const applyDiscountBody = z.object({ discount_code: z.string().trim().min(1).max(64) }).strict();

/** POST .../discount: applies a code (SPEC "Cart discount"). */
export const applyCartDiscountRoute = defineRoute({
  id: 'applyCartDiscount',
  errors: ['unauthorized', 'forbidden'],
  method: 'POST',
  path: `${CARTS_BASE}/{cart_token}/discount`,
  handler: 'carts/apply-cart-discount',
  timeoutSeconds: PRICING_ROUTE_TIMEOUT_SECONDS,
  surface: 'checkout',
  auth: cartToken,
  namesShop: true,
  summary: 'Apply a discount code',
  description:
    'Not idempotent: the same code twice is a 422. Each refusal is a 422 with its own `errors.discount_code` message: already applied, more than 5 codes, unknown, inactive, not started, expired, usage limit reached (in total or for the cart email), ' +
    'not available in the cart currency, minimum subtotal not met, no item it applies to. Codes are matched case-insensitively; `discount_codes`, `discount_breakdown` and the totals reflect it. Usage is consumed when the order is placed.' +
    writeRules(),
  request: { params: cartParams, body: applyDiscountBody },
  response: { status: 200, body: cartResponseBody(), exact: true },
});
