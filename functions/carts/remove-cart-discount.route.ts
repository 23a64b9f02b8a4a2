import { PRICING_ROUTE_TIMEOUT_SECONDS } from '../../shared/domains/checkout/pricing-time-budget';
import { defineRoute } from '../../shared/edge/http/route';
import { cartResponseBody, cartTokenParam } from './schemas';
import { CARTS_BASE, cartToken, writeRules } from './route-common';
import { z } from 'zod';

const cartDiscountParams = z.object({ cart_token: cartTokenParam, discount_code: z.string().min(1).max(64) });

/** DELETE .../discount/{discount_code}: removes a code. */
export const removeCartDiscountRoute = defineRoute({
  id: 'removeCartDiscount',
  errors: ['unauthorized', 'forbidden'],
  method: 'DELETE',
  path: `${CARTS_BASE}/{cart_token}/discount/{discount_code}`,
  handler: 'carts/remove-cart-discount',
  timeoutSeconds: PRICING_ROUTE_TIMEOUT_SECONDS,
  surface: 'checkout',
  auth: cartToken,
  namesShop: true,
  summary: 'Remove a discount code',
  description: `Matched case-insensitively; 404 when the cart does not hold the code. Totals are recomputed.${writeRules()}`,
  request: { params: cartDiscountParams },
  response: { status: 200, body: cartResponseBody(), exact: true },
});
