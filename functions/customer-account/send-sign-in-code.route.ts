import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { emailAddress } from '../../shared/platform/schema/email';
import { cartParams } from '../carts/schemas';
import { CARTS_BASE, cartToken } from '../carts/route-common';

const sendSignInCodeBody = z.object({
  email: emailAddress(),
  lookup_only: z
    .boolean()
    .default(false)
    .describe('Returning-buyer probe: 404 when the email is no customer of the shop (then treat the buyer as a guest)'),
});

const challengeSchema = z.object({
  multi_factor_authentication: z.object({
    authenticated: z.literal(false),
    uuid: z.string().describe('Send it back to `auth/verify` with the emailed code'),
    verification_channel: z.literal('email'),
    verification_code_expires_at: z.iso.datetime(),
  }),
});

/** POST …/carts/{cart_token}/auth/magic_link: emails a returning buyer a sign-in code. */
export const sendSignInCodeRoute = defineRoute({
  id: 'sendCustomerSignInCode',
  method: 'POST',
  path: `${CARTS_BASE}/{cart_token}/auth/magic_link`,
  handler: 'customer-account/send-sign-in-code',
  surface: 'checkout',
  errors: ['unauthorized', 'forbidden'],
  auth: cartToken,
  namesShop: true,
  uses: ['mail'],
  idempotent: false,
  summary: "Email a sign-in code to a returning buyer of the cart's shop",
  description:
    "Emails a 6-digit code to the shop's customer with this email and answers a challenge (`201`) to confirm at `auth/verify`; the code works once, for 10 minutes and 5 tries. The answer is the same whether or not the email is a customer (only a customer is mailed), except with `lookup_only: true`, which answers 404 for an email that is no customer of the shop. " +
    'Limited to 10 requests per IP address per 15 minutes and 5 per email address per hour (429 with Retry-After). Unknown cart: 404.',
  request: { params: cartParams, body: sendSignInCodeBody },
  response: { status: 201, body: challengeSchema },
});
