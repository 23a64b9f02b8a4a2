import type { Order } from './order-entity';
import type { cancelReasons } from './order-payload';
import { ValidationFailed } from '../../platform/errors/domain-error';
import { newNumericId } from '../../platform/ids';
import { refundPayment, voidPayment } from '../payments/settlement';
import { changeOrder } from './change-order';
import { gatewayPayment } from './order-payment';
import type { ChangeEvent } from './order-store';
import { lineProgress, presentOrder, refundableAmount, shippingRefundable } from './order-state';
import type { Refund } from './refund-order';
import { unitsRefundAmount } from './refund-amounts';
import { releaseDiscountUsage } from './release-discount-usage';
import { restockWrites } from './restock';
import { cancellationVolumeAdjustment } from './volume-reversal';

/** How a merchant cancels. */
export interface CancelInput {
  reason?: (typeof cancelReasons)[number];
  restock?: boolean;
  refund?: boolean;
}

/**
 * Cancels an order that has nothing fulfilled (the rule Shopify, Medusa and Saleor share: a shipped
 * order is refunded line by line instead): refunds everything still refundable through the payment
 * method as one refund record, gives every unit not yet restocked back to its tracked variant and
 * gives back the discount codes' uses, all in the transaction that cancels it. A payment through a
 * gateway is settled at its processor first: an authorization not captured yet is voided (nothing
 * to refund), a captured one refunded. Cancelling is final:
 * a cancelled order answers as it is, without a second refund, restock or event.
 */
export async function cancelOrder(companyId: number, orderId: number, input: CancelInput): Promise<Order> {
  const { order } = await changeOrder(companyId, orderId, async (current, now) => {
    if (current.cancellation) return { next: null, result: undefined };
    const progress = lineProgress(current);
    const fulfilled = current.items.filter((line) => progress.get(line.id)!.fulfilled > 0);
    if (fulfilled.length > 0) {
      throw new ValidationFailed(
        {
          order: [
            `has fulfilled units (${fulfilled.map((line) => `${line.product_title} (${line.title})`).join(', ')}); refund it line by line instead, or cancel its fulfilments first`,
          ],
        },
        { message: 'A fulfilled or partly fulfilled order cannot be cancelled; refund it line by line instead' },
      );
    }
    const at = now.toISOString();
    const refundable = refundableAmount(current);
    const gateway = gatewayPayment(current);
    const release = gateway && current.payment.status === 'authorized' ? await voidPayment(gateway, at) : null;
    const processorRefund =
      gateway && !release && input.refund !== false && refundable > 0
        ? await refundPayment(gateway, refundable, current.refunds.length, at)
        : null;
    const refund: Refund | null =
      input.refund !== false && refundable > 0
        ? {
            id: newNumericId(now.getTime()),
            amount: refundable,
            lines: current.items.flatMap((line) => {
              const entry = progress.get(line.id)!;
              const units = line.quantity - entry.refunded;
              return units > 0
                ? [
                    {
                      line_id: line.id,
                      quantity: units,
                      amount: unitsRefundAmount(line, current.price_inclusive_of_tax, entry.refunded, units),
                      restock_quantity: 0,
                    },
                  ]
                : [];
            }),
            shipping_amount: shippingRefundable(current),
            note: `Order cancelled (${input.reason ?? 'other'})`,
            gateway: current.payment.method,
            ...(processorRefund && { processor_refund_id: processorRefund.processorId }),
            created_at: at,
          }
        : null;
    const restock =
      input.restock !== false
        ? await restockWrites(
            companyId,
            current.items.map((line) => ({
              product_id: line.product_id,
              variant_id: line.variant_id,
              quantity: line.quantity - progress.get(line.id)!.restocked,
            })),
          )
        : { writes: [], returned: new Map<number, number>() };
    const restocked = current.items
      .filter((line) => restock.returned.has(line.variant_id))
      .map((line) => ({ line_id: line.id, quantity: line.quantity - progress.get(line.id)!.restocked }))
      .filter((line) => line.quantity > 0);
    const volume = cancellationVolumeAdjustment(
      current,
      (lineId) => progress.get(lineId)!.refunded,
      refund?.id ?? null,
      at,
    );
    const next: Order = {
      ...current,
      payment: release ? { ...current.payment, status: 'voided' } : current.payment,
      refunds: refund ? [...current.refunds, refund] : current.refunds,
      volume_adjustments: volume ? [...current.volume_adjustments, volume] : current.volume_adjustments,
      cancellation: {
        reason: input.reason ?? 'other',
        restock: input.restock !== false,
        restocked_lines: restocked,
        refund_id: refund?.id ?? null,
        cancelled_at: at,
      },
    };
    const events = (settled: Order): ChangeEvent[] => [
      { resource: 'order', event: 'cancelled', data: presentOrder(settled) },
      ...(refund ? [{ resource: 'order', event: 'refunded', data: presentOrder(settled) }] : []),
    ];
    const settlement = [...(release?.writes ?? []), ...(processorRefund?.writes ?? [])];
    return {
      next,
      writes: [...restock.writes, ...(await releaseDiscountUsage(current)), ...settlement],
      events,
      result: undefined,
    };
  });
  return order;
}
