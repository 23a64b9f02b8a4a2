import { beforeAll, describe, expect, it } from 'vitest';
import { indexPartition, indexWrites } from '../../shared/domains/orders/order-index';
import { getOrder } from '../../shared/domains/orders/order-store';
import type { Order } from '../../shared/domains/orders/order-entity';
import { createShop } from '../helpers/checkout';
import { placeOrder, sellable } from '../helpers/orders';

describe('order index rows in an order change', () => {
  let order: Order;
  beforeAll(async () => {
    const shop = await createShop();
    const placed = await placeOrder(shop, [{ product: await sellable(shop), quantity: 1 }]);
    order = await getOrder(shop.company.id, placed.id);
  });

  it('a change that leaves every filter attribute as it was writes no index row', () => {
    expect(indexWrites(order, { ...order, metadata: { gift: true }, version: order.version + 1 })).toEqual([]);
  });

  it('a changed filter attribute rewrites every row and deletes the row of the value left', () => {
    const writes = indexWrites(order, { ...order, fulfillment_status: 'fulfilled' });
    const put = writes.flatMap((write) => (write.Put?.Item ? [write.Put.Item] : []));
    const deleted = writes.flatMap((write) => (write.Delete?.Key ? [write.Delete.Key.pk] : []));
    expect(put.map((row) => row.pk)).toContain(indexPartition(order.company_id, 'fulfillment_status', 'fulfilled'));
    expect(put.every((row) => row.fulfillment_status === 'fulfilled')).toBe(true);
    expect(put.length).toBeGreaterThanOrEqual(3);
    expect(deleted).toEqual([indexPartition(order.company_id, 'fulfillment_status', order.fulfillment_status!)]);
  });

  it('a changed email is copied to every row, whose partitions stay', () => {
    const writes = indexWrites(order, { ...order, email: 'Grace@Example.com' });
    expect(writes.every((write) => write.Put?.Item?.email === 'grace@example.com')).toBe(true);
  });
});
