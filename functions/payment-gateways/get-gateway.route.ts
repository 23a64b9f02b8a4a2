import { defineRoute } from '../../shared/edge/http/route';
import { GATEWAYS_BASE, auth, ownership } from './route-common';
import { gatewayParams, gatewayResponse } from './schemas';

/** GET /api/payment/v2026-04/gateways/{id}: one gateway. */
export const getGatewayRoute = defineRoute({
  id: 'getPaymentGateway',
  method: 'GET',
  path: `${GATEWAYS_BASE}/{id}`,
  handler: 'payment-gateways/get-gateway',
  surface: 'admin',
  auth,
  ownership,
  summary: 'Show a payment gateway',
  description: 'Credentials are masked (`••••abcd`). 404 for a gateway of another company or none.',
  request: { params: gatewayParams },
  response: { status: 200, body: gatewayResponse },
});
