import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { GATEWAYS_BASE, auth, ownership } from './route-common';
import { gatewayParams } from './schemas';

/** DELETE /api/payment/v2026-04/gateways/{id}: removes a gateway. */
export const deleteGatewayRoute = defineRoute({
  id: 'deletePaymentGateway',
  method: 'DELETE',
  path: `${GATEWAYS_BASE}/{id}`,
  handler: 'payment-gateways/delete-gateway',
  surface: 'admin',
  auth,
  ownership,
  summary: 'Delete a payment gateway',
  description:
    'Its sealed credentials go with it; its transactions stay in the ledger (their `gateway_id` names it still). Carts priced afterwards route to the next gateway serving them (or, with none left at all, the built-in test method).',
  request: { params: gatewayParams },
  response: { status: 200, body: z.object({ data: z.object({ id: z.string() }) }) },
});
