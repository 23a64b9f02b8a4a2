import { defineRoute } from '../../shared/edge/http/route';
import { orderParams, orderSchema } from './schemas';
import { base, idempotentWrite, manage } from './route-common';
import { z } from 'zod';
import { orderViewSchema } from '../../shared/domains/orders/order-payload';
import { moneyMinor, storableId } from '../../shared/platform/schema/storable';

const createRefundBody = z.object({
  refund: z.object({
    lines: z
      .array(
        z.object({
          line_id: storableId,
          quantity: z.int().min(1).max(1_000_000),
          restock: z.boolean().optional().describe('Give the units back to the variant’s tracked stock; default false'),
        }),
      )
      .max(100)
      .optional(),
    shipping: z
      .object({ amount: moneyMinor.optional(), full_refund: z.boolean().optional() })
      .strict()
      .optional()
      .describe('`amount` of shipping to refund, or `full_refund: true` for all that is left'),
    amount: moneyMinor.optional().describe('Amount to refund; default: the lines’ and shipping amounts'),
    note: z.string().trim().max(500).optional(),
  }),
});

const refundResponse = z.object({
  refund: z.object(orderViewSchema.shape.refunds.element.shape).meta({ id: 'Refund' }),
  order: orderSchema,
});

export const createRefundRoute = defineRoute({
  id: 'createRefund',
  method: 'POST',
  path: `${base}/{id}/refunds`,
  handler: 'orders/create-refund',
  surface: 'storefront',
  auth: manage,
  idempotent: true,
  summary: 'Refund an order',
  description:
    'By `lines` (units of a line cost their share of the line’s total after discounts, tax added unless prices include it; the last unit takes the rounding remainder, so refunding every unit returns the line exactly) and/or `shipping` (as paid: its tax included when tax is added on top; `ledger.shipping_refundable` is what is left), or an explicit `amount`. ' +
    'Never more than captured minus refunded (422 with the refundable amount on `refund.amount`), never more units of a line than were bought and not yet refunded (422 on `refund.lines.<i>.quantity`). ' +
    '`restock: true` on a line gives its units back to the variant’s tracked stock (at most the units not restocked before). Concurrent refunds of one order are serialized by a condition on the order’s version: ' +
    'together they can never exceed the payment (the one that would is answered 422). Emits `order_refunded` and `order_updated`. ' +
    idempotentWrite,
  request: { params: orderParams, body: createRefundBody },
  errors: ['conflict'],
  response: { status: 201, body: refundResponse },
});
