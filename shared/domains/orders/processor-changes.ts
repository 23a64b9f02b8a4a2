import type { GuardedWrite } from '../../platform/db/transact';
import { newNumericId } from '../../platform/ids';
import type { DisputeFact, ProcessorRefundFact } from '../payments/processor-events';
import { disputeWrites, processorRefundWrites } from '../payments/processor-ledger';
import { getTransaction } from '../payments/transaction-store';
import { changeOrder } from './change-order';
import type { Order } from './order-entity';
import { gatewayPayment } from './order-payment';
import { lineProgress, presentOrder, refundableAmount } from './order-state';
import { unitsRefundAmount } from './refund-amounts';
import type { Refund } from './refund-order';
import { refundVolumeAdjustment } from './volume-reversal';

// Order changes the payment's processor reports (the gateway's events route): refunds made in its
// dashboard and disputes. Each commits with `receipt`, the write recording the processor's event,
// so a redelivered event changes nothing.

type Dispute = NonNullable<Order['disputes']>[number];

/** The order's authorization row, which processor changes total on; undefined for an order not paid through a gateway. */
async function ledgerParent(order: Order) {
  const payment = gatewayPayment(order);
  return payment ? getTransaction(order.company_id, payment.transactionId) : undefined;
}

/**
 * Records the processor's refunds of the order's payment that the order does not know: those made
 * in the processor's dashboard. Refunds made through the platform are recorded by the call that
 * made them and skipped here, so none is counted twice. Each becomes a refund of an amount (no
 * units, so no volume moves: the merchant refunds units through the API).
 */
export async function recordProcessorRefunds(
  companyId: number,
  orderId: number,
  refunds: readonly ProcessorRefundFact[],
  receipt: GuardedWrite,
): Promise<{ order: Order; changed: boolean }> {
  const { order, result } = await changeOrder(companyId, orderId, async (current, now) => {
    const known = new Set(current.refunds.map((refund) => refund.processor_refund_id));
    const parent = await ledgerParent(current);
    const at = now.toISOString();
    const added: Refund[] = [];
    const writes: GuardedWrite[] = [receipt];
    let refundable = refundableAmount(current);
    let ledger = parent;
    for (const refund of refunds.filter((candidate) => !candidate.byPlatform && !known.has(candidate.id))) {
      const amount = Math.min(refund.amount, refundable);
      if (amount <= 0) continue;
      refundable -= amount;
      added.push({
        id: newNumericId(now.getTime()) + added.length,
        amount,
        lines: [],
        shipping_amount: 0,
        note: 'Refunded in the payment processor’s dashboard',
        gateway: current.payment.method,
        processor_refund_id: refund.id,
        created_at: at,
      });
      if (ledger) {
        writes.push(...processorRefundWrites(ledger, { ...refund, amount }, at));
        ledger = { ...ledger, credited_amount: ledger.credited_amount + amount };
      }
    }
    if (added.length === 0) return { next: null, result: false };
    return {
      next: { ...current, refunds: [...current.refunds, ...added] },
      writes,
      events: (settled: Order) => [{ resource: 'order', event: 'refunded', data: presentOrder(settled) }],
      result: true,
    };
  });
  return { order, changed: result };
}

/**
 * Shows a dispute on the order (opened, then won or lost). A lost dispute is money back to the
 * buyer: it is recorded as a refund of every unit not refunded yet, for the disputed amount (at
 * most what is left to refund), so its volume is reversed the way a refund's is
 * (volume-reversal.ts) and `order_refunded` carries it to the ledger of volume.
 */
export async function recordDispute(
  companyId: number,
  orderId: number,
  dispute: DisputeFact,
  receipt: GuardedWrite,
): Promise<Order> {
  const { order } = await changeOrder(companyId, orderId, async (current, now) => {
    const at = now.toISOString();
    const disputes = current.disputes ?? [];
    const before = disputes.find((candidate) => candidate.id === dispute.id);
    let refund: Refund | null = null;
    if (dispute.outcome === 'lost' && !before?.refund_id) refund = lostDisputeRefund(current, dispute, now);
    const shown: Dispute = {
      id: dispute.id,
      amount: dispute.amount,
      reason: dispute.reason,
      status: dispute.outcome,
      processor_status: dispute.status,
      refund_id: before?.refund_id ?? refund?.id ?? null,
      created_at: before?.created_at ?? at,
      updated_at: at,
    };
    const progress = lineProgress(current);
    const volume = refund
      ? refundVolumeAdjustment(current, refund, (lineId) => progress.get(lineId)?.refunded ?? 0)
      : null;
    const parent = await ledgerParent(current);
    return {
      next: {
        ...current,
        disputes: [...disputes.filter((candidate) => candidate.id !== dispute.id), shown],
        refunds: refund ? [...current.refunds, refund] : current.refunds,
        volume_adjustments: volume ? [...current.volume_adjustments, volume] : current.volume_adjustments,
      },
      writes: [receipt, ...(parent ? disputeWrites(parent, dispute, now) : [])],
      events: (settled: Order) =>
        refund ? [{ resource: 'order', event: 'refunded', data: presentOrder(settled) }] : [],
      result: undefined,
    };
  });
  return order;
}

/** The refund a lost dispute amounts to; null when nothing is left to take back. */
function lostDisputeRefund(order: Order, dispute: DisputeFact, now: Date): Refund | null {
  const amount = Math.min(dispute.amount, refundableAmount(order));
  const progress = lineProgress(order);
  const lines = order.items
    .map((line) => {
      const refunded = progress.get(line.id)?.refunded ?? 0;
      const quantity = line.quantity - refunded;
      return {
        line_id: line.id,
        quantity,
        amount: quantity > 0 ? unitsRefundAmount(line, order.price_inclusive_of_tax, refunded, quantity) : 0,
        restock_quantity: 0,
      };
    })
    .filter((line) => line.quantity > 0);
  if (amount <= 0 && lines.length === 0) return null;
  return {
    id: newNumericId(now.getTime()),
    amount,
    lines,
    shipping_amount: 0,
    note: `Dispute ${dispute.id} lost (${dispute.reason}): the amount went back to the buyer`,
    gateway: order.payment.method,
    created_at: now.toISOString(),
  };
}
