import { beforeAll, describe, expect, it } from 'vitest';
import { changeOrder } from '../../shared/domains/orders/change-order';
import { getOrder } from '../../shared/domains/orders/order-store';
import { createShop } from '../helpers/checkout';
import { countCalls, expectAtMost } from '../helpers/dynamodb-calls';
import { placeOrder, sellable } from '../helpers/orders';
import type { Tenant } from '../helpers/tenant';

describe('changeOrder under a concurrent change', () => {
  let shop: Tenant;
  beforeAll(async () => {
    shop = await createShop();
  });

  it('a change that lost the race re-decides on the order its failed write returned, without reading it again', async () => {
    const order = await placeOrder(shop, [{ product: await sellable(shop), quantity: 1 }]);
    const decidedOn: unknown[] = [];
    const calls = await countCalls(() =>
      changeOrder(shop.company.id, order.id, async (current) => {
        decidedOn.push(current.metadata);
        // A rival change lands between this attempt's read and its write.
        if (decidedOn.length === 1)
          await changeOrder(shop.company.id, order.id, (read) => ({
            next: { ...read, metadata: { by: 'rival' } },
            result: null,
          }));
        return { next: { ...current, metadata: { ...current.metadata, mine: true } }, result: null };
      }),
    );
    expect(decidedOn).toEqual([{}, { by: 'rival' }]);
    // Reads: the change's first and the rival's; writes: the rival's, the lost one and the retry.
    expectAtMost(calls, { GetItem: 2, TransactWriteItems: 3 });
    expect((await getOrder(shop.company.id, order.id)).metadata).toEqual({ by: 'rival', mine: true });
  });
});
