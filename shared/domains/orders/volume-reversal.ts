import type { z } from 'zod';
import type { Order } from './order-entity';
import type { volumeAdjustmentPayloadSchema } from './order-payload';
import { unitsVolume } from '../volume/line-volume';
import { negateVolume, sumVolumes, type Volume } from '../volume/volume-amount';

export type VolumeAdjustment = z.infer<typeof volumeAdjustmentPayloadSchema>;

/** Units of a line to reverse, counted after `reversedBefore` of its units were reversed. */
interface Reversal {
  line_id: number;
  reversedBefore: number;
  units: number;
}

/**
 * The negative volume a change posts for the units it reverses (pure), or null when it reverses none:
 * each unit carries its share of its line's volume as placed (shared/domains/volume/line-volume.ts
 * `unitsVolume`), so every unit reversed once, in any number of refunds, reverses the order exactly.
 */
function adjustment(
  order: Pick<Order, 'items'>,
  reversals: readonly Reversal[],
  fields: Pick<VolumeAdjustment, 'kind' | 'refund_id' | 'created_at'>,
): VolumeAdjustment | null {
  const volumes: Volume[] = reversals.map((reversal) =>
    unitsVolume(order.items.find((line) => line.id === reversal.line_id)!, reversal.reversedBefore, reversal.units),
  );
  const total = sumVolumes(volumes);
  if (total.cv === 0 && total.qv === 0) return null;
  return { ...fields, ...negateVolume(total) };
}

/**
 * What a refund posts: the refunded units' share of their lines' volume. `refundedBefore` is each
 * line's refunded units before this refund. A cancelled order already reversed everything, so a
 * later refund posts nothing; a refund of shipping or of an amount alone names no units and posts nothing.
 */
export function refundVolumeAdjustment(
  order: Pick<Order, 'items' | 'cancellation'>,
  refund: { id: number; lines: readonly { line_id: number; quantity: number }[]; created_at: string },
  refundedBefore: (lineId: number) => number,
): VolumeAdjustment | null {
  if (order.cancellation) return null;
  const reversals = refund.lines.map((line) => ({
    line_id: line.line_id,
    reversedBefore: refundedBefore(line.line_id),
    units: line.quantity,
  }));
  return adjustment(order, reversals, { kind: 'refund', refund_id: refund.id, created_at: refund.created_at });
}

/**
 * What a cancellation posts: every unit not reversed by an earlier refund, whether or not the
 * cancellation returns money (the sale is void either way). The cancellation's own refund record
 * posts nothing more: its units are these.
 */
export function cancellationVolumeAdjustment(
  order: Pick<Order, 'items'>,
  refundedBefore: (lineId: number) => number,
  refundId: number | null,
  at: string,
): VolumeAdjustment | null {
  const reversals = order.items.map((line) => ({
    line_id: line.id,
    reversedBefore: refundedBefore(line.id),
    units: line.quantity - refundedBefore(line.id),
  }));
  return adjustment(order, reversals, { kind: 'cancellation', refund_id: refundId, created_at: at });
}

/** The volume an order still carries: as placed plus every adjustment. */
export function netVolume(order: Pick<Order, 'cv_total' | 'qv_total' | 'volume_adjustments'>): Volume {
  return sumVolumes([{ cv: order.cv_total, qv: order.qv_total }, ...order.volume_adjustments]);
}
