import { describe, expect, it } from 'vitest';
import { transactWrite } from '../../shared/platform/db/transact';
import { findVariants, variantKey } from '../../shared/domains/storefront/catalog/find-variants';
import { stockCountDown, stockShortfall } from '../../shared/domains/storefront/catalog/stock-count-down';
import { companyCall, productBody, variant } from '../helpers/storefront';
import { createTenant } from '../helpers/tenant';

/** A product with two tracked variants (Small: `small` units, Large: 10) and what findVariants reads of them in the US. */
async function trackedProduct(small: number) {
  const tenant = await createTenant();
  const body = productBody('Candle', {
    variants: [
      variant('Small', { US: 900 }, { track_quantity: true, inventory_quantity: small }),
      variant('Large', { US: 1500 }, { track_quantity: true, inventory_quantity: 10 }),
    ],
  });
  const product = (await companyCall(tenant, 'POST', '/products', body)).body.product;
  const refs = product.variants.map((v: { id: number }) => ({ product_id: product.id, variant_id: v.id }));
  const read = await findVariants(tenant.company.id, refs, 'US');
  const take = (index: number, quantity: number) => ({
    ...refs[index],
    quantity,
    stock: read.get(variantKey(refs[index]))!.stock!,
  });
  const variants = async () =>
    (await companyCall(tenant, 'GET', `/products/${product.id}`)).body.product.variants.map(
      (v: { inventory_quantity: number }) => v.inventory_quantity,
    );
  return { tenant, product, take, variants };
}

describe('stockCountDown (the order transaction takes units atomically)', () => {
  it('two count-downs built from the same read of the last unit: the first commits, the second fails its condition and names the shortfall', async () => {
    const { tenant, take, variants } = await trackedProduct(1);
    const [first] = stockCountDown(tenant.company.id, [take(0, 1)]);
    const [second] = stockCountDown(tenant.company.id, [take(0, 1)]);
    expect(await transactWrite([first!.item])).toEqual({});
    const failed = await transactWrite([second!.item]);
    expect(failed.failedIndex).toBe(0);
    expect(stockShortfall(failed.failedItem, second!)).toMatchObject({ take: { quantity: 1 }, available: 0 });
    expect(await variants()).toEqual([0, 10]);
  });

  it('takes of several variants of one product are one update, and takes of one variant add up', async () => {
    const { tenant, take, variants } = await trackedProduct(5);
    const countDowns = stockCountDown(tenant.company.id, [take(0, 2), take(1, 3), take(0, 1)]);
    expect(countDowns).toHaveLength(1);
    expect(countDowns[0]!.takes.map((t) => t.quantity)).toEqual([3, 3]);
    expect(await transactWrite(countDowns.map((c) => c.item))).toEqual({});
    expect(await variants()).toEqual([2, 7]);
  });

  it('a variant that moved in the list since the read fails the id check without a shortfall (checkout reads again)', async () => {
    const { tenant, product, take } = await trackedProduct(5);
    const [small, large] = (await companyCall(tenant, 'GET', `/products/${product.id}`)).body.product.variants;
    const keep = (v: { id: number; title: string }) => ({
      id: v.id,
      title: v.title,
      countries: [{ country: 'US', price: 900 }],
    });
    expect(
      (
        await companyCall(tenant, 'PUT', `/products/${product.id}`, {
          product: { variants: [keep(large), keep(small)] },
        })
      ).status,
    ).toBe(200);
    const [stale] = stockCountDown(tenant.company.id, [take(0, 1)]);
    const failed = await transactWrite([stale!.item]);
    expect(failed.failedIndex).toBe(0);
    expect(stockShortfall(failed.failedItem, stale!)).toBeUndefined();
  });
});
