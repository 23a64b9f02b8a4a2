import type { z } from 'zod';
import type { Order } from './order-entity';
import { netVolume } from './volume-reversal';
import type {
  financialStatuses,
  fulfillmentStatuses,
  orderLinePayloadSchema,
  orderStatuses,
  orderViewSchema,
} from './order-payload';

export type OrderView = z.input<typeof orderViewSchema>;
export type OrderLineView = z.input<typeof orderLinePayloadSchema>;
type OrderLine = Order['items'][number];

/** What has happened to one line: units fulfilled (live fulfilments), refunded and restocked. */
export interface LineProgress {
  fulfilled: number;
  refunded: number;
  restocked: number;
}

/** Every line's progress, by line id, from the fulfilments, refunds and cancellation (pure). */
export function lineProgress(
  order: Pick<Order, 'items' | 'fulfillments' | 'refunds'> & Partial<Pick<Order, 'cancellation'>>,
): Map<number, LineProgress> {
  const progress = new Map(order.items.map((line) => [line.id, { fulfilled: 0, refunded: 0, restocked: 0 }]));
  for (const fulfillment of order.fulfillments.filter((candidate) => candidate.status === 'success')) {
    for (const line of fulfillment.lines) progress.get(line.line_id)!.fulfilled += line.quantity;
  }
  for (const refund of order.refunds) {
    for (const line of refund.lines) {
      const entry = progress.get(line.line_id)!;
      entry.refunded += line.quantity;
      entry.restocked += line.restock_quantity;
    }
  }
  for (const line of order.cancellation?.restocked_lines ?? []) progress.get(line.line_id)!.restocked += line.quantity;
  return progress;
}

/** Units of a line that are neither fulfilled nor refunded: what a fulfilment can still ship. */
export function fulfillableQuantity(line: Pick<OrderLine, 'quantity'>, progress: LineProgress): number {
  return Math.max(0, line.quantity - progress.fulfilled - progress.refunded);
}

/** Amount refunded so far (minor units). */
export function refundedAmount(order: Pick<Order, 'refunds'>): number {
  return order.refunds.reduce((sum, refund) => sum + refund.amount, 0);
}

/** Minor units captured: none while authorized or voided, else what a later capture took (all at checkout). */
export function capturedAmount(order: Pick<Order, 'payment'>): number {
  const { payment } = order;
  if (payment.status === 'authorized' || payment.status === 'voided') return 0;
  return payment.captured_amount ?? payment.amount;
}

/** The most a refund can still return: captured minus refunded. */
export function refundableAmount(order: Pick<Order, 'payment' | 'refunds'>): number {
  return Math.max(0, capturedAmount(order) - refundedAmount(order));
}

/**
 * What the buyer paid for shipping: the shipping charge plus the tax on it when tax is added on top
 * (the part of `tax_total` no line carries), so refunding every line and all shipping returns the
 * whole payment.
 */
export function shippingCharge(
  order: Pick<Order, 'shipping_total' | 'tax_total' | 'items' | 'price_inclusive_of_tax'>,
): number {
  const shippingTax = order.price_inclusive_of_tax
    ? 0
    : Math.max(0, order.tax_total - order.items.reduce((sum, line) => sum + line.tax, 0));
  return order.shipping_total + shippingTax;
}

/** Shipping (with its tax) not yet refunded. */
export function shippingRefundable(
  order: Pick<Order, 'shipping_total' | 'tax_total' | 'items' | 'price_inclusive_of_tax' | 'refunds'>,
): number {
  return Math.max(0, shippingCharge(order) - order.refunds.reduce((sum, refund) => sum + refund.shipping_amount, 0));
}

/** `financial_status` from the payment and the ledger: held, released, captured (all or part), then refunded. */
export function financialStatus(order: Pick<Order, 'payment' | 'refunds'>): (typeof financialStatuses)[number] {
  if (order.payment.status === 'authorized') return 'authorized';
  if (order.payment.status === 'voided') return 'voided';
  const captured = capturedAmount(order);
  const refunded = refundedAmount(order);
  if (refunded === 0) return captured < order.payment.amount ? 'partially_paid' : 'paid';
  return refunded >= captured ? 'refunded' : 'partially_refunded';
}

/**
 * `fulfillment_status` from the fulfilled quantities: `unfulfilled` while no unit ships, `fulfilled`
 * once every unit is fulfilled or refunded, `partial` in between.
 */
export function fulfillmentStatus(
  order: Pick<Order, 'items' | 'fulfillments' | 'refunds'>,
): (typeof fulfillmentStatuses)[number] {
  const progress = lineProgress(order);
  const shipped = [...progress.values()].reduce((sum, entry) => sum + entry.fulfilled, 0);
  if (shipped === 0) return 'unfulfilled';
  return order.items.every((line) => fulfillableQuantity(line, progress.get(line.id)!) === 0) ? 'fulfilled' : 'partial';
}

/** `status`: cancelled is final; an open order closes when nothing is left to fulfil, and reopens when a fulfilment is cancelled. */
export function orderStatus(
  order: Pick<Order, 'items' | 'fulfillments' | 'refunds' | 'cancellation'>,
): (typeof orderStatuses)[number] {
  if (order.cancellation) return 'cancelled';
  const progress = lineProgress(order);
  return order.items.every((line) => fulfillableQuantity(line, progress.get(line.id)!) === 0) ? 'closed' : 'open';
}

/**
 * An order after a change, with every derived field recomputed from what the change left: the three
 * status axes and their timestamps. Every write goes through here, so a stored status can never
 * disagree with the ledger or the fulfilments it was derived from.
 */
export function settle(order: Order, at: string): Order {
  const status = orderStatus(order);
  const fulfillment = fulfillmentStatus(order);
  return {
    ...order,
    status,
    financial_status: financialStatus(order),
    fulfillment_status: fulfillment,
    closed_at: status === 'closed' ? (order.closed_at ?? at) : null,
    fulfilled_at: fulfillment === 'fulfilled' ? (order.fulfilled_at ?? at) : null,
    version: order.version + 1,
    updated_at: at,
  };
}

/** The order as the API answers it and `order_*` events carry it (never the tenant). */
export function presentOrder(order: Order): OrderView {
  // Fields of the order as placed pass through as stored (fields added to it later flow here too); only storage-only ones stay behind.
  const {
    company_id: _tenant,
    customer_name: _name,
    phone: _phone,
    financial_status: _financial,
    fulfillment_status: _fulfillment,
    mails_sent: _mails,
    language_iso: _language,
    ...placed
  } = order;
  const progress = lineProgress(order);
  const refunded = refundedAmount(order);
  const net = netVolume(order);
  return {
    ...placed,
    disputes: order.disputes ?? [],
    cv_net: net.cv,
    qv_net: net.qv,
    items: order.items.map((line) => {
      const entry = progress.get(line.id)!;
      return {
        ...line,
        fulfilled_quantity: entry.fulfilled,
        refunded_quantity: entry.refunded,
        restocked_quantity: entry.restocked,
        fulfillable_quantity: fulfillableQuantity(line, entry),
      };
    }),
    customer_id: order.customer_id,
    customer:
      order.customer_id === null
        ? null
        : { id: order.customer_id, email: order.email, name: order.customer_name, phone: order.phone },
    buyer_rep_id: order.buyer_rep_id,
    status: orderStatus(order),
    financial_status: financialStatus(order),
    fulfillment_status: fulfillmentStatus(order),
    ledger: {
      captured: capturedAmount(order),
      refunded,
      refundable: refundableAmount(order),
      shipping_refundable: shippingRefundable(order),
      transactions: [
        {
          kind: 'capture',
          amount: capturedAmount(order),
          gateway: order.payment.method,
          refund_id: null,
          ...(order.payment.processor_payment_id !== undefined && {
            processor_id: order.payment.processor_payment_id,
            transaction_id: order.payment.transaction_id,
          }),
          created_at: order.created_at,
        },
        ...order.refunds.map((refund) => ({
          kind: 'refund' as const,
          amount: refund.amount,
          gateway: refund.gateway,
          refund_id: refund.id,
          created_at: refund.created_at,
        })),
      ],
    },
    updated_at: order.updated_at ?? order.created_at,
    cancelled_at: order.cancellation?.cancelled_at ?? null,
  };
}
