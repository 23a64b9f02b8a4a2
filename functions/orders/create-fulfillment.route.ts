import { defineRoute } from '../../shared/edge/http/route';
import { fulfillmentResponse, orderParams, tracking } from './schemas';
import { base, idempotentWrite, manage } from './route-common';
import { z } from 'zod';
import { storableId } from '../../shared/platform/schema/storable';

const createFulfillmentBody = z.object({
  fulfillment: z
    .object({
      lines: z
        .array(z.object({ line_id: storableId, quantity: z.int().min(1).max(1_000_000) }))
        .min(1)
        .max(100)
        .optional()
        .describe('Lines and units to fulfil; default: every unit not yet fulfilled or refunded'),
      ...tracking,
      notify_customer: z
        .boolean()
        .optional()
        .describe('Email the buyer a shipping confirmation with the tracking link; default true'),
    })
    .default({}),
});

export const createFulfillmentRoute = defineRoute({
  id: 'createFulfillment',
  method: 'POST',
  path: `${base}/{id}/fulfillments`,
  handler: 'orders/create-fulfillment',
  surface: 'storefront',
  auth: manage,
  idempotent: true,
  uses: ['mail'],
  summary: 'Fulfil units of an order',
  description:
    'Marks units shipped, with optional tracking (number, carrier, URL). Without `lines`, every unit not yet fulfilled or refunded. Partial fulfilments add up; more units than a line has left, an unknown line, ' +
    'nothing left to fulfil or a cancelled order → 422 naming the line. `fulfillment_status` follows (partial, fulfilled) and the order closes when nothing is left. ' +
    'With `notify_customer` (default true) the buyer gets a shipping confirmation email with the tracking link. Emits `fulfillment_created`, `order_updated` and, when the last unit ships, `order_fulfilled`. ' +
    idempotentWrite,
  request: { params: orderParams, body: createFulfillmentBody },
  errors: ['conflict'],
  response: { status: 201, body: fulfillmentResponse },
});
