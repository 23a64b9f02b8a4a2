import { z } from 'zod';
import { integrationTypes } from '../../shared/domains/payments/gateway-entity';
import { defineRoute } from '../../shared/edge/http/route';
import { GATEWAYS_BASE, auth, ownership } from './route-common';
import { gatewayFields, gatewayResponse } from './schemas';

const createGatewayBody = z
  .object({
    gateway: z
      .object({
        name: gatewayFields.name,
        integration_type: z.enum(integrationTypes),
        mode: gatewayFields.mode.default('test'),
        active: gatewayFields.active.default(true),
        country_codes: gatewayFields.country_codes.default([]),
        currency_codes: gatewayFields.currency_codes.default([]),
        capture_method: gatewayFields.capture_method.default('automatic'),
        credentials: gatewayFields.credentials.optional(),
      })
      .strict(),
  })
  .strict();

/** POST /api/payment/v2026-04/gateways: connects a processor. */
export const createGatewayRoute = defineRoute({
  id: 'createPaymentGateway',
  method: 'POST',
  path: GATEWAYS_BASE,
  handler: 'payment-gateways/create-gateway',
  surface: 'admin',
  auth,
  ownership,
  summary: 'Create a payment gateway',
  description:
    '`integration_type` picks the processor: `test` (built-in, no money moves, no credentials) or `stripe` (`credentials.secret_key` and `credentials.publishable_key` required, of the gateway’s `mode`: `sk_test_`/`pk_test_` in test mode, `sk_live_`/`pk_live_` in live mode; `webhook_signing_secret` (`whsec_…`) verifies the processor’s events). ' +
    'Credentials are write-only: sealed at rest and answered masked (`••••abcd`), the publishable key excepted (public by design). ' +
    '`country_codes` and `currency_codes` say which carts it serves (empty: all); `capture_method` `manual` authorizes at checkout and captures later. 422 when credentials do not fit the processor or mode.',
  request: { body: createGatewayBody },
  response: { status: 201, body: gatewayResponse },
  examples: {
    request: {
      gateway: {
        name: 'Stripe (USD)',
        integration_type: 'stripe',
        mode: 'test',
        country_codes: ['US'],
        currency_codes: ['USD'],
        credentials: {
          secret_key: 'sk_test_51Example0000000000',
          publishable_key: 'pk_test_51Example0000000000',
          webhook_signing_secret: 'whsec_Example0000000000',
        },
      },
    },
  },
});
