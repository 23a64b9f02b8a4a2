import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { boundedText } from '../../shared/platform/schema/storable';
import { cartParams } from '../carts/schemas';
import { CARTS_BASE, cartToken } from '../carts/route-common';

const verifySignInCodeBody = z.object({
  uuid: boundedText(64).describe('The challenge `auth/magic_link` answered'),
  multi_factor_authentication: z.object({
    verification_code: z
      .string()
      .regex(/^\d{6}$/, 'must be the 6-digit code from the email')
      .describe('The emailed code'),
  }),
});

const customerSessionSchema = z.object({
  authenticated: z.literal(true),
  auth_type: z.literal('customer_session'),
  token: z
    .string()
    .describe(
      "Bearer token (prefix `css_`), shown once: reaches only this customer's own account, orders and subscriptions; no company permission",
    ),
  token_type: z.literal('Bearer'),
  expires_at: z.iso.datetime().describe('Two hours after sign-in; `DELETE …/customers/me/session` ends it sooner'),
});

/** POST …/carts/{cart_token}/auth/verify: confirms the emailed code and opens a customer session. */
export const verifySignInCodeRoute = defineRoute({
  id: 'verifyCustomerSignInCode',
  method: 'POST',
  path: `${CARTS_BASE}/{cart_token}/auth/verify`,
  handler: 'customer-account/verify-sign-in-code',
  surface: 'checkout',
  errors: ['unauthorized', 'forbidden'],
  auth: cartToken,
  namesShop: true,
  idempotent: false,
  summary: 'Confirm an emailed sign-in code and open a customer session',
  description:
    'Confirms the challenge `auth/magic_link` answered with its emailed code and answers a customer session (`css_`, two hours). A code works once; a challenge takes 5 tries. An unknown, spent, expired or exhausted challenge and a wrong code all answer the same 422. Unknown cart: 404.',
  request: { params: cartParams, body: verifySignInCodeBody },
  response: { status: 200, body: customerSessionSchema },
  examples: { request: { uuid: 'sic_3Fd8QwX', multi_factor_authentication: { verification_code: '123456' } } },
});
