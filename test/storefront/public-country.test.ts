import { beforeAll, describe, expect, it } from 'vitest';
import { companyCall, productBody, shopGet, variant } from '../helpers/storefront';
import { createTenant, type Tenant } from '../helpers/tenant';

/** A shop whose home country is Germany, selling in Germany and (once added) the US. */
let tenant: Tenant;
beforeAll(async () => {
  tenant = await createTenant({ country_code: 'DE' });
  await companyCall(
    tenant,
    'POST',
    '/products',
    productBody('Home Serum', { variants: [variant('Default', { DE: 1799 })] }),
  );
});

describe('public product reads without `country`', () => {
  it("the list prices in the shop's home country, as `country=<home>` does", async () => {
    const list = await shopGet(tenant, '/products');
    expect(list.status, list.text).toBe(200);
    expect(list.body.products).toEqual([
      expect.objectContaining({ title: 'Home Serum', country_code: 'DE', price: 1799, currency_code: 'EUR' }),
    ]);
    expect(list.body.products).toEqual((await shopGet(tenant, '/products?country=DE')).body.products);
  });

  it("the lookup by slug prices in the shop's home country", async () => {
    const shown = await shopGet(tenant, '/products/home-serum');
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body.product).toMatchObject({ country_code: 'DE', price: 1799 });
  });
});
