import type { z } from 'zod';
import type { Order } from './order-entity';
import type { refundPayloadSchema } from './order-payload';
import { ValidationFailed } from '../../platform/errors/domain-error';
import { newNumericId } from '../../platform/ids';
import { refundPayment } from '../payments/settlement';
import { changeOrder } from './change-order';
import { gatewayPayment } from './order-payment';
import { lineProgress, presentOrder, refundableAmount, shippingRefundable } from './order-state';
import { unitsRefundAmount } from './refund-amounts';
import { restockWrites } from './restock';
import { refundVolumeAdjustment } from './volume-reversal';

export type Refund = z.infer<typeof refundPayloadSchema>;

/** What a merchant asks to refund. */
export interface RefundInput {
  lines?: { line_id: number; quantity: number; restock?: boolean }[];
  shipping?: { amount?: number; full_refund?: boolean };
  amount?: number;
  note?: string;
}

/** Most refunds one order keeps (its item stays far below DynamoDB's 400 KB). */
const MAX_REFUNDS = 100;

/**
 * Refunds an order through its payment method (the test method records the refund; a gateway's
 * processor refunds it, and the refund keeps the processor's id) and records it on the order, with its restocks, in one transaction
 * conditioned on the order's version: two refunds racing on one order are decided one after the
 * other, so together they never exceed what was captured.
 */
export async function refundOrder(
  companyId: number,
  orderId: number,
  input: RefundInput,
): Promise<{ order: Order; refund: Refund }> {
  const { order, result } = await changeOrder(companyId, orderId, async (current, now) => {
    if (current.refunds.length >= MAX_REFUNDS)
      throw new ValidationFailed({ refund: [`cannot be added: an order keeps at most ${MAX_REFUNDS} refunds`] });
    const progress = lineProgress(current);
    const refundedBefore = new Map([...progress].map(([id, entry]) => [id, entry.refunded]));
    const lines: Refund['lines'] = [];
    const errors: Record<string, string[]> = {};
    const returns: { line_id: number; product_id: number; variant_id: number; quantity: number }[] = [];
    for (const [index, requested] of (input.lines ?? []).entries()) {
      const line = current.items.find((candidate) => candidate.id === requested.line_id);
      if (!line) {
        errors[`refund.lines.${index}.line_id`] = [`${requested.line_id} is not a line of this order`];
        continue;
      }
      const entry = progress.get(line.id)!;
      const left = line.quantity - entry.refunded;
      if (requested.quantity > left) {
        errors[`refund.lines.${index}.quantity`] = [
          `exceeds the ${left} unit(s) of ${line.product_title} (${line.title}) left to refund`,
        ];
        continue;
      }
      const restock = requested.restock ? Math.min(requested.quantity, line.quantity - entry.restocked) : 0;
      lines.push({
        line_id: line.id,
        quantity: requested.quantity,
        amount: unitsRefundAmount(line, current.price_inclusive_of_tax, entry.refunded, requested.quantity),
        restock_quantity: restock,
      });
      entry.refunded += requested.quantity;
      entry.restocked += restock;
      if (restock > 0)
        returns.push({ line_id: line.id, product_id: line.product_id, variant_id: line.variant_id, quantity: restock });
    }
    const shippingLeft = shippingRefundable(current);
    const shipping = input.shipping?.full_refund ? shippingLeft : (input.shipping?.amount ?? 0);
    if (shipping > shippingLeft)
      errors['refund.shipping.amount'] = [`exceeds the ${shippingLeft} of shipping left to refund`];
    if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);

    const amount = input.amount ?? lines.reduce((sum, line) => sum + line.amount, 0) + shipping;
    const refundable = refundableAmount(current);
    // An authorization holds nothing to refund: say so before any amount check.
    const gateway = gatewayPayment(current);
    if (gateway && current.payment.status === 'authorized')
      throw new ValidationFailed(
        { refund: ['cannot be made: the payment is authorized, not captured'] },
        {
          message: 'The payment is only authorized: cancel the order to void it, or fulfil it to capture, then refund',
        },
      );
    if (amount > refundable)
      throw new ValidationFailed(
        { 'refund.amount': [`${amount} exceeds the refundable amount of ${refundable}`] },
        { message: `The refund of ${amount} exceeds the refundable amount of ${refundable}` },
      );
    if (amount === 0 && lines.length === 0)
      throw new ValidationFailed({
        refund: ['names nothing to refund: send lines, shipping or an amount greater than 0'],
      });

    const at = now.toISOString();
    const processorRefund = gateway ? await refundPayment(gateway, amount, current.refunds.length, at) : null;
    const restock = await restockWrites(companyId, returns);
    // A variant that takes nothing back (untracked, deleted) records 0 restocked units.
    const refund: Refund = {
      id: newNumericId(now.getTime()),
      amount,
      lines: lines.map((line) => ({
        ...line,
        restock_quantity: restock.returned.has(current.items.find((item) => item.id === line.line_id)!.variant_id)
          ? line.restock_quantity
          : 0,
      })),
      shipping_amount: shipping,
      note: input.note ?? null,
      gateway: current.payment.method,
      ...(processorRefund && { processor_refund_id: processorRefund.processorId }),
      created_at: at,
    };
    const volume = refundVolumeAdjustment(current, refund, (lineId) => refundedBefore.get(lineId) ?? 0);
    return {
      next: {
        ...current,
        refunds: [...current.refunds, refund],
        volume_adjustments: volume ? [...current.volume_adjustments, volume] : current.volume_adjustments,
      },
      writes: [...restock.writes, ...(processorRefund?.writes ?? [])],
      events: (settled: Order) => [{ resource: 'order', event: 'refunded', data: presentOrder(settled) }],
      result: refund,
    };
  });
  return { order, refund: result };
}
