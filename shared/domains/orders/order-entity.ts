import { z } from 'zod';
import { defineEntity } from '../../platform/db/entity';
import { orderPayloadSchema } from '../checkout/cart-payload';
import { orderKeys } from './order-records';
import {
  acceptedAgreementPayloadSchema,
  cancellationPayloadSchema,
  fulfillmentPayloadSchema,
  orderStatuses,
  recurringConsentPayloadSchema,
  refundPayloadSchema,
  volumeAdjustmentPayloadSchema,
  disputePayloadSchema,
} from './order-payload';

/**
 * An order placed from a cart: what `order_created` carried plus its life cycle. Fields added
 * later default when an older record is read (README "Orders"). `financial_status` and
 * `fulfillment_status` are stored for the list filters but recomputed from the ledger and the
 * fulfilments in every write that changes them (order-state.ts).
 */
export const orderEntity = defineEntity({ name: 'order', schema: orderSchema, keys: orderKeys });

export type Order = z.infer<ReturnType<typeof orderSchema>>;

/** The stored shape: built on an order's first read (defineEntity). */
function orderSchema() {
  return orderPayloadSchema.extend({
    company_id: z.number().int(),
    order_number: z.number().int().nullable().default(null),
    customer_id: z.number().int().nullable().default(null),
    customer_name: z.string().nullable().default(null),
    phone: z.string().nullable().default(null),
    /** Rep the sale is attributed to; `filter[rep_id]` reads it. */
    buyer_rep_id: z.number().int().nullable().default(null),
    status: z.enum(orderStatuses).default('open'),
    financial_status: z.string().optional(),
    fulfillment_status: z.string().optional(),
    fulfillments: z.array(fulfillmentPayloadSchema).default([]),
    refunds: z.array(refundPayloadSchema).default([]),
    cancellation: cancellationPayloadSchema.nullable().default(null),
    /** Negative volume posted by refunds and the cancellation (shared/domains/orders/volume-reversal.ts). */
    volume_adjustments: z.array(volumeAdjustmentPayloadSchema).default([]),
    /** Disputes reported by the payment's processor (orders never disputed: none). */
    disputes: z.array(disputePayloadSchema).optional(),
    metadata: z.record(z.string(), z.unknown()).default({}),
    /** Agreements accepted at checkout (orders placed before they were recorded: none). */
    agreements: z.array(acceptedAgreementPayloadSchema).default([]),
    /** The renewal-terms consent of a checkout with subscribed lines (orders placed before: none). */
    recurring_consent: recurringConsentPayloadSchema.nullable().default(null),
    /**
     * Transactional mails sent about the order (`<template>:<event id>`), each added by the same
     * conditional write that claims the send (shared/domains/shop-mail/mail-sends.ts): a replayed event never mails twice.
     */
    mails_sent: z.array(z.string()).default([]),
    /** The language of the cart the order was placed from: its mails are written in it (orders placed before: English). */
    language_iso: z.string().default('en'),
    /** Every change conditions on the version it read and writes the next one. */
    version: z.number().int().default(0),
    updated_at: z.string().optional(),
    closed_at: z.string().nullable().default(null),
    fulfilled_at: z.string().nullable().default(null),
    // Orders placed before rep attribution was recorded read as unattributed.
    buyer_rep: orderPayloadSchema.shape.buyer_rep.default(null),
    volume_rep: orderPayloadSchema.shape.volume_rep.default(null),
    attribution: orderPayloadSchema.shape.attribution.default(null),
    // Orders placed before subscriptions renewed are checkout orders.
    renewal: orderPayloadSchema.shape.renewal.default(null),
  });
}
