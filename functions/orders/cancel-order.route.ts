import { defineRoute } from '../../shared/edge/http/route';
import { orderParams, orderResponse } from './schemas';
import { base, idempotentWrite, manage } from './route-common';
import { z } from 'zod';
import { cancelReasons } from '../../shared/domains/orders/order-payload';

const cancelOrderBody = z.object({
  cancellation: z
    .object({
      reason: z.enum(cancelReasons).optional().describe('Default `other`'),
      restock: z.boolean().optional().describe('Give tracked stock back to the variants; default true'),
      refund: z.boolean().optional().describe('Refund everything refundable through the payment method; default true'),
    })
    .default({}),
});

export const cancelOrderRoute = defineRoute({
  id: 'cancelOrder',
  method: 'POST',
  path: `${base}/{id}/cancel`,
  handler: 'orders/cancel-order',
  surface: 'storefront',
  auth: manage,
  idempotent: true,
  summary: 'Cancel an order',
  description:
    'Only while nothing is fulfilled (a partly or fully shipped order → 422: refund it line by line instead; cancel its fulfilments first to cancel it). `reason`: customer, inventory, fraud, declined, other. ' +
    'With `refund` (default true) everything refundable is refunded through the payment method as one refund record; with `restock` (default true) the units not yet restocked go back to their variants’ tracked stock. ' +
    'The discount codes’ usage counts (total and per customer) are given back. Final and idempotent: cancelling a cancelled order answers it unchanged (200). Emits `order_cancelled`, `order_updated` and, when money is returned, `order_refunded`. ' +
    idempotentWrite,
  request: { params: orderParams, body: cancelOrderBody },
  errors: ['conflict'],
  response: { status: 200, body: orderResponse },
});
