import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { GATEWAYS_BASE, auth, ownership } from './route-common';
import { gatewaySchema } from './schemas';

/** GET /api/payment/v2026-04/gateways: the company's gateways. */
export const listGatewaysRoute = defineRoute({
  id: 'listPaymentGateways',
  method: 'GET',
  path: GATEWAYS_BASE,
  handler: 'payment-gateways/list-gateways',
  surface: 'admin',
  auth,
  ownership,
  summary: 'List payment gateways',
  description:
    'Every gateway of the company, oldest first (the routing order: a cart pays through the first active gateway serving its country and currency). Empty when none is configured: carts then pay with the built-in test method. Credentials are masked.',
  response: { status: 200, body: z.object({ data: z.array(gatewaySchema) }) },
});
