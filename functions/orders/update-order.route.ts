import { defineRoute } from '../../shared/edge/http/route';
import { orderParams, orderResponse } from './schemas';
import { base, manage } from './route-common';
import { z } from 'zod';

const metadata = z
  .record(z.string().max(64), z.unknown())
  .refine((value) => Object.keys(value).length <= 50, 'has more than 50 keys');

const updateOrderBody = z.object({
  order: z.object({
    metadata: metadata.describe('Replaces the order’s metadata (at most 50 keys; the stored JSON at most 10 KB)'),
  }),
});

export const updateOrderRoute = defineRoute({
  id: 'updateOrder',
  method: 'PATCH',
  path: `${base}/{id}`,
  handler: 'orders/update-order',
  surface: 'storefront',
  auth: manage,
  summary: 'Set an order’s metadata',
  description:
    'Replaces `metadata` (the merchant’s own keys; the order as placed cannot be edited here). Emits `order_updated`.',
  request: { params: orderParams, body: updateOrderBody },
  errors: ['conflict'],
  response: { status: 200, body: orderResponse },
});
