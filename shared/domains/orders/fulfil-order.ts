import type { z } from 'zod';
import type { Order } from './order-entity';
import type { fulfillmentPayloadSchema } from './order-payload';
import { NotFound, ValidationFailed } from '../../platform/errors/domain-error';
import { newNumericId } from '../../platform/ids';
import type { GuardedWrite } from '../../platform/db/transact';
import { capturePayment } from '../payments/settlement';
import { changeOrder } from './change-order';
import { gatewayPayment } from './order-payment';
import { fulfillableQuantity, fulfillmentStatus, lineProgress, presentOrder } from './order-state';

export type Fulfillment = z.infer<typeof fulfillmentPayloadSchema>;

/** Tracking of a shipment; on an update, an absent field is left as it is and null clears it. */
export interface TrackingInput {
  tracking_number?: string | null;
  tracking_company?: string | null;
  tracking_url?: string | null;
}

/** What a merchant ships. */
export interface FulfillmentInput extends TrackingInput {
  lines?: { line_id: number; quantity: number }[];
  notify_customer?: boolean;
}

/**
 * A gateway that captures manually authorized the payment at checkout; the first fulfilment
 * captures it (what is left after refunds is all there is to capture; the rest is released).
 */
async function captureAtFulfilment(
  order: Order,
  at: string,
): Promise<{ payment: Order['payment']; writes: GuardedWrite[] }> {
  const payment = gatewayPayment(order);
  if (!payment || order.payment.status !== 'authorized') return { payment: order.payment, writes: [] };
  const capture = await capturePayment(payment, order.payment.amount, at);
  return {
    payment: { ...order.payment, status: 'captured', captured_amount: capture.amount },
    writes: capture.writes,
  };
}

/** Most fulfilments one order keeps. */
const MAX_FULFILLMENTS = 100;

/**
 * Fulfils units of an order (default: every unit neither fulfilled nor refunded). Each line is
 * checked against what is left of it as the transaction will find it, so partial fulfilments add
 * up and two racing ones can never ship a unit twice.
 */
export async function fulfilOrder(
  companyId: number,
  orderId: number,
  input: FulfillmentInput,
): Promise<{ order: Order; fulfillment: Fulfillment }> {
  const { order, result } = await changeOrder(companyId, orderId, async (current, now) => {
    const progress = lineProgress(current);
    const requested =
      input.lines ??
      current.items
        .map((line) => ({ line_id: line.id, quantity: fulfillableQuantity(line, progress.get(line.id)!) }))
        .filter((line) => line.quantity > 0);
    if (current.cancellation) {
      const named = input.lines
        ? Object.fromEntries(
            input.lines.map((_, index) => [
              `fulfillment.lines.${index}`,
              ['cannot be fulfilled: the order is cancelled'],
            ]),
          )
        : { fulfillment: ['cannot be created: the order is cancelled'] };
      throw new ValidationFailed(named, { message: 'The order is cancelled; nothing can be fulfilled' });
    }
    if (requested.length === 0)
      throw new ValidationFailed({ fulfillment: ['has nothing to fulfil: every unit is fulfilled or refunded'] });
    if (current.fulfillments.length >= MAX_FULFILLMENTS)
      throw new ValidationFailed({
        fulfillment: [`cannot be added: an order keeps at most ${MAX_FULFILLMENTS} fulfilments`],
      });
    const errors: Record<string, string[]> = {};
    const wanted = new Map<number, number>();
    for (const [index, entry] of requested.entries()) {
      const line = current.items.find((candidate) => candidate.id === entry.line_id);
      if (!line) {
        errors[`fulfillment.lines.${index}.line_id`] = [`${entry.line_id} is not a line of this order`];
        continue;
      }
      const total = (wanted.get(line.id) ?? 0) + entry.quantity;
      const left = fulfillableQuantity(line, progress.get(line.id)!);
      if (total > left)
        errors[`fulfillment.lines.${index}.quantity`] = [
          `exceeds the ${left} unit(s) of ${line.product_title} (${line.title}) left to fulfil`,
        ];
      wanted.set(line.id, total);
    }
    if (Object.keys(errors).length > 0)
      throw new ValidationFailed(errors, { message: `Cannot fulfil: ${Object.values(errors).flat().join('; ')}` });
    const stamp = now.toISOString();
    const fulfillment: Fulfillment = {
      id: newNumericId(now.getTime()),
      order_id: current.id,
      status: 'success',
      lines: [...wanted].map(([line_id, quantity]) => ({ line_id, quantity })),
      tracking_number: input.tracking_number ?? null,
      tracking_company: input.tracking_company ?? null,
      tracking_url: input.tracking_url ?? null,
      notify_customer: input.notify_customer ?? true,
      created_at: stamp,
      updated_at: stamp,
      cancelled_at: null,
    };
    const wasFulfilled = fulfillmentStatus(current) === 'fulfilled';
    const capture = await captureAtFulfilment(current, stamp);
    return {
      next: { ...current, payment: capture.payment, fulfillments: [...current.fulfillments, fulfillment] },
      writes: capture.writes,
      events: (settled: Order) => [
        { resource: 'fulfillment', event: 'created', data: fulfillment },
        ...(!wasFulfilled && settled.fulfillment_status === 'fulfilled'
          ? [{ resource: 'order', event: 'fulfilled', data: presentOrder(settled) }]
          : []),
      ],
      result: fulfillment,
    };
  });
  return { order, fulfillment: result };
}

/** Changes a fulfilment's tracking; a cancelled fulfilment → 422. */
export async function updateFulfillmentTracking(
  companyId: number,
  orderId: number,
  fulfillmentId: number,
  input: TrackingInput,
): Promise<{ order: Order; fulfillment: Fulfillment }> {
  const { order, result } = await changeOrder(companyId, orderId, (current, now) => {
    const fulfillment = findFulfillment(current, fulfillmentId);
    if (fulfillment.status === 'cancelled')
      throw new ValidationFailed({ fulfillment: ['is cancelled; its tracking cannot change'] });
    const changed: Fulfillment = { ...fulfillment };
    for (const field of ['tracking_number', 'tracking_company', 'tracking_url'] as const)
      if (input[field] !== undefined) changed[field] = input[field];
    if (JSON.stringify(changed) === JSON.stringify(fulfillment)) return { next: null, result: fulfillment };
    changed.updated_at = now.toISOString();
    return {
      next: {
        ...current,
        fulfillments: current.fulfillments.map((candidate) => (candidate.id === fulfillmentId ? changed : candidate)),
      },
      result: changed,
    };
  });
  return { order, fulfillment: result };
}

/** Cancels a fulfilment: its units are unfulfilled again. Cancelling a cancelled one answers it unchanged. */
export async function cancelFulfillment(
  companyId: number,
  orderId: number,
  fulfillmentId: number,
): Promise<{ order: Order; fulfillment: Fulfillment }> {
  const { order, result } = await changeOrder(companyId, orderId, (current, now) => {
    const fulfillment = findFulfillment(current, fulfillmentId);
    if (fulfillment.status === 'cancelled') return { next: null, result: fulfillment };
    const stamp = now.toISOString();
    const cancelled: Fulfillment = { ...fulfillment, status: 'cancelled', cancelled_at: stamp, updated_at: stamp };
    return {
      next: {
        ...current,
        fulfillments: current.fulfillments.map((candidate) => (candidate.id === fulfillmentId ? cancelled : candidate)),
      },
      events: () => [{ resource: 'fulfillment', event: 'cancelled', data: cancelled }],
      result: cancelled,
    };
  });
  return { order, fulfillment: result };
}

function findFulfillment(order: Order, id: number): Fulfillment {
  const fulfillment = order.fulfillments.find((candidate) => candidate.id === id);
  if (!fulfillment) throw new NotFound('Fulfillment');
  return fulfillment;
}
