import type { Order } from './order-entity';
import { ValidationFailed } from '../../platform/errors/domain-error';
import { changeOrder } from './change-order';

/** Most bytes of JSON an order's metadata may take (the order item stays far below 400 KB). */
const MAX_METADATA_BYTES = 10_240;

/** Replaces an order's merchant metadata. */
export async function updateOrderMetadata(
  companyId: number,
  id: number,
  metadata: Record<string, unknown>,
): Promise<Order> {
  if (Buffer.byteLength(JSON.stringify(metadata)) > MAX_METADATA_BYTES)
    throw new ValidationFailed({ 'order.metadata': [`is larger than ${MAX_METADATA_BYTES} bytes of JSON`] });
  const { order } = await changeOrder(companyId, id, (current) => ({
    next: { ...current, metadata },
    result: undefined,
  }));
  return order;
}
