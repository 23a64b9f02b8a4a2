import { describe, expect, it } from 'vitest';
import { createItem, productBody, shopGet, variant } from '../helpers/storefront';
import { createTenant } from '../helpers/tenant';

/** A US shop with one product sold in the US and Germany and one sold only in Germany. */
async function shopWithTwoMarkets() {
  const tenant = await createTenant({ country_code: 'US' });
  const both = await createItem(tenant, 'products', 'product', productBody('Both markets').product);
  const germanOnly = await createItem(
    tenant,
    'products',
    'product',
    productBody('German only', { variants: [variant('Default', { DE: 1799 })] }).product,
  );
  return { tenant, both, germanOnly };
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort();

/**
 * The public product answers without `country` are priced in the shop's home country; that
 * country prices only: no product is left out (a product not sold there is listed without prices).
 */
describe('public products without `country`: priced in the shop’s home country, nothing filtered', () => {
  it('the list shows home-country prices and still lists every live product', async () => {
    const { tenant, both, germanOnly } = await shopWithTwoMarkets();
    const list = await shopGet(tenant, '/products');
    expect(list.status, list.text).toBe(200);
    expect(ids(list.body.products)).toEqual(ids([both, germanOnly]));
    const row = list.body.products.find((product: { id: number }) => product.id === both.id);
    expect(row).toMatchObject({ country_code: 'US', currency_code: 'USD', price: 1999 });
    expect(row.price_in_currency).toBe('$19.99');
    const unpriced = list.body.products.find((product: { id: number }) => product.id === germanOnly.id);
    expect(unpriced.price).toBeUndefined();
    expect(unpriced.country_code).toBeUndefined();
  });

  it('an explicit `country` still prices there and leaves out what is not sold there', async () => {
    const { tenant, both, germanOnly } = await shopWithTwoMarkets();
    const german = await shopGet(tenant, '/products?country=DE');
    expect(ids(german.body.products)).toEqual(ids([both, germanOnly]));
    expect(german.body.products.every((row: { country_code: string }) => row.country_code === 'DE')).toBe(true);
    const american = await shopGet(tenant, '/products?country=US');
    expect(ids(american.body.products)).toEqual([both.id]);
  });

  it('the product lookup without `country` carries home-country variant prices', async () => {
    const { tenant, both } = await shopWithTwoMarkets();
    const shown = await shopGet(tenant, `/products/${both.slug}`);
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body.product).toMatchObject({ country_code: 'US', price: 1999 });
  });
});
