import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { GATEWAYS_BASE, auth, ownership } from './route-common';
import { gatewayFields, gatewayParams, gatewayResponse } from './schemas';

const updateGatewayBody = z
  .object({
    gateway: z
      .object({
        name: gatewayFields.name.optional(),
        mode: gatewayFields.mode.optional(),
        active: gatewayFields.active.optional(),
        country_codes: gatewayFields.country_codes.optional(),
        currency_codes: gatewayFields.currency_codes.optional(),
        capture_method: gatewayFields.capture_method.optional(),
        credentials: gatewayFields.credentials.optional(),
      })
      .strict(),
  })
  .strict();

/** PATCH /api/payment/v2026-04/gateways/{id}: changes a gateway, rotates its credentials. */
export const updateGatewayRoute = defineRoute({
  id: 'updatePaymentGateway',
  method: 'PATCH',
  path: `${GATEWAYS_BASE}/{id}`,
  handler: 'payment-gateways/update-gateway',
  surface: 'admin',
  auth,
  ownership,
  summary: 'Update a payment gateway',
  description:
    'Only the fields sent change. `credentials` rotates: each key sent replaces the stored one, `null` removes it, an absent key keeps it (omit `credentials` to keep them all). A `mode` change needs the new mode’s keys. `integration_type` is fixed: create another gateway to change processor. Carts priced afterwards route with the change.',
  request: { params: gatewayParams, body: updateGatewayBody },
  response: { status: 200, body: gatewayResponse },
  examples: {
    request: { gateway: { country_codes: ['US', 'CA'], credentials: { secret_key: 'sk_test_51Rotated000000' } } },
  },
});
