import { z } from 'zod';
import { cursorPageQuery } from '../../shared/platform/schema/pagination';
import { cancelReasons, financialStatuses, fulfillmentStatuses, fulfillmentPayloadSchema, orderStatuses, orderViewSchema } from '../../shared/domains/events/payload-order';
import { moneyMinor, storableId, storableIdParam } from '../../shared/platform/schema/storable';

/**
 * The order resource of the API (OpenAPI component `Order`): the orders routes, the checkout's complete and a customer's recent orders answer it.
 * A constant, built at import: every order route answers it, so every order function builds it anyway.
 */
export const orderSchema = orderViewSchema.meta({ id: 'Order' });

const text = (max: number) => z.string().trim().min(1).max(max);
const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

export const orderParams = z.object({ id: storableIdParam });
export const fulfillmentParams = z.object({ id: storableIdParam, fulfillment_id: storableIdParam });

export const listOrdersQuery = z.object({
    q: text(200).optional().describe('An order number (`#1001` or `1001`; `R-<id>` for orders placed before numbering) or an email address (exact, case-insensitive)'),
    filter: z
      .object({
        status: z.enum(orderStatuses).optional(),
        financial_status: z.enum(financialStatuses).optional(),
        fulfillment_status: z.enum(fulfillmentStatuses).optional(),
        email: z.email().max(254).transform((value) => value.toLowerCase()).optional().describe('The buyer’s email (exact, case-insensitive)'),
        rep_id: storableIdParam.optional().describe('Orders attributed to this rep (the order’s `buyer_rep_id`)'),
        created_at: z.object({ from: instant.optional(), to: instant.optional() }).strict().optional().describe('Placed at or after `from` and at or before `to` (ISO 8601)'),
      })
      .strict()
      .default({}),
    page: cursorPageQuery().shape.page,
  });

export const orderResponse = z.object({ order: orderSchema });
export const orderListResponse = z.object({ orders: z.array(orderSchema) });

const metadata = z.record(z.string().max(64), z.unknown()).refine((value) => Object.keys(value).length <= 50, 'has more than 50 keys');
export const updateOrderBody = z.object({ order: z.object({ metadata: metadata.describe('Replaces the order’s metadata (at most 50 keys; the stored JSON at most 10 KB)') }) });

const tracking = ({
  tracking_number: z.string().trim().max(100).nullable().optional(),
  tracking_company: z.string().trim().max(100).nullable().optional().describe('Carrier name'),
  tracking_url: z.url({ protocol: /^https?$/ }).max(2000).nullable().optional(),
});

export const createFulfillmentBody = z.object({
    fulfillment: z
      .object({
        lines: z
          .array(z.object({ line_id: storableId, quantity: z.int().min(1).max(1_000_000) }))
          .min(1)
          .max(100)
          .optional()
          .describe('Lines and units to fulfil; default: every unit not yet fulfilled or refunded'),
        ...tracking,
        notify_customer: z.boolean().optional().describe('Email the buyer a shipping confirmation with the tracking link; default true'),
      })
      .default({}),
  });
export const updateFulfillmentBody = z.object({ fulfillment: z.object(tracking) });
export const fulfillmentResponse = z.object({ fulfillment: fulfillmentPayloadSchema.meta({ id: 'Fulfillment' }), order: orderSchema });

export const cancelOrderBody = z.object({
    cancellation: z
      .object({
        reason: z.enum(cancelReasons).optional().describe('Default `other`'),
        restock: z.boolean().optional().describe('Give tracked stock back to the variants; default true'),
        refund: z.boolean().optional().describe('Refund everything refundable through the payment method; default true'),
      })
      .default({}),
  });

export const createRefundBody = z.object({
    refund: z.object({
      lines: z
        .array(z.object({ line_id: storableId, quantity: z.int().min(1).max(1_000_000), restock: z.boolean().optional().describe('Give the units back to the variant’s tracked stock; default false') }))
        .max(100)
        .optional(),
      shipping: z.object({ amount: moneyMinor.optional(), full_refund: z.boolean().optional() }).strict().optional().describe('`amount` of shipping to refund, or `full_refund: true` for all that is left'),
      amount: moneyMinor.optional().describe('Amount to refund; default: the lines’ and shipping amounts'),
      note: z.string().trim().max(500).optional(),
    }),
  });
export const refundResponse = z.object({ refund: z.object(orderViewSchema.shape.refunds.element.shape).meta({ id: 'Refund' }), order: orderSchema });
