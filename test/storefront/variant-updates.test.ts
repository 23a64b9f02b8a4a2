import { beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type Tenant } from '../helpers/tenant';
import { companyCall, productBody } from '../helpers/storefront';

/** Each variant field with a value other than its default, written alone by variant id. */
const VARIANT_FIELDS: [string, unknown][] = [
  ['sku', 'GLOW-30'],
  ['position', 7],
  ['image_url', 'https://cdn.example.com/glow.png'],
  ['allow_subscription', true],
  ['subscription_only', true],
  ['shipping_included_in_price', true],
  ['track_quantity', true],
  ['inventory_quantity', 12],
  ['keep_selling', true],
];
/** Each price field of a country the variant is sold in. */
const COUNTRY_FIELDS: [string, unknown][] = [
  ['price', 2500],
  ['subscription_price', 2100],
  ['wholesale_price', 1500],
  ['wholesale_subscription_price', 1400],
  ['shipping', 450],
  ['currency_code', 'EUR'],
  ['cv', 12.5],
  ['qv', 10],
];

let tenant: Tenant;
beforeAll(async () => {
  tenant = await createTenant();
});

async function product(variants?: unknown[]) {
  const created = await companyCall(
    tenant,
    'POST',
    '/products',
    productBody('Glow Serum', variants ? { variants } : {}),
  );
  expect(created.status, created.text).toBe(201);
  return created.body.product as { id: number; variants: any[] };
}

const put = (id: number, variants: unknown[]) =>
  companyCall(tenant, 'PUT', `/products/${id}`, { product: { variants } });

async function variantOf(id: number, variantId: number) {
  const shown = await companyCall(tenant, 'GET', `/products/${id}`);
  return shown.body.product.variants.find((variant: { id: number }) => variant.id === variantId);
}

describe('PUT /api/v202604/company/products/{id}: a variant named by id keeps the fields it leaves out', () => {
  it('renames a variant by id alone, keeping its sku, subscription switches and countries', async () => {
    const { id, variants } = await product([
      { title: 'Jar', sku: 'JAR-1', allow_subscription: true, countries: [{ country: 'US', price: 1999 }] },
    ]);
    const renamed = await put(id, [{ id: variants[0].id, title: 'Renamed' }]);
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.product.variants[0]).toMatchObject({
      id: variants[0].id,
      title: 'Renamed',
      sku: 'JAR-1',
      allow_subscription: true,
      variant_countries: [expect.objectContaining({ country_iso: 'US', price: 1999 })],
    });
  });

  it.each(VARIANT_FIELDS)('%s written alone survives an update of another field', async (field, value) => {
    const { id, variants } = await product();
    const variantId = variants[0].id;
    const written = await put(id, [{ id: variantId, [field]: value }]);
    expect(written.status, written.text).toBe(200);
    expect((await put(id, [{ id: variantId, title: 'Renamed' }])).status).toBe(200);
    const read = await variantOf(id, variantId);
    expect(read[field]).toEqual(value);
    expect(read.title).toBe('Renamed');
    expect(read.variant_countries.map((entry: { country_iso: string }) => entry.country_iso)).toEqual(['US', 'DE']);
  });

  it.each(COUNTRY_FIELDS)(
    'a country price field %s written alone survives an update of another',
    async (field, value) => {
      const { id, variants } = await product();
      const variantId = variants[0].id;
      const before = variants[0].variant_countries[0];
      const written = await put(id, [
        { id: variantId, countries: [{ country: 'US', [field]: value }, { country: 'DE' }] },
      ]);
      expect(written.status, written.text).toBe(200);
      expect(
        (await put(id, [{ id: variantId, countries: [{ country: 'US', qv: 3, cv: 4 }, { country: 'DE' }] }])).status,
      ).toBe(200);
      expect((await put(id, [{ id: variantId, sku: 'OTHER' }])).status).toBe(200);
      const us = (await variantOf(id, variantId)).variant_countries[0];
      const expected = field === 'cv' || field === 'qv' ? (field === 'cv' ? 4 : 3) : value;
      expect(us[field]).toEqual(expected);
      for (const [other] of COUNTRY_FIELDS.filter(([name]) => name !== field && name !== 'cv' && name !== 'qv'))
        expect(us[other], other).toEqual(before[other]);
    },
  );

  it('null clears a nullable field; variants left out of the list are removed; a new variant needs title and countries', async () => {
    const { id, variants } = await product([
      {
        title: 'A',
        sku: 'A-1',
        image_url: 'https://cdn.example.com/a.png',
        countries: [{ country: 'US', price: 100, shipping: 50 }],
      },
      { title: 'B', countries: [{ country: 'US', price: 200 }] },
    ]);
    const cleared = await put(id, [
      { id: variants[0].id, sku: null, image_url: null, countries: [{ country: 'US', shipping: null }] },
    ]);
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.product.variants).toHaveLength(1);
    expect(cleared.body.product.variants[0]).toMatchObject({
      title: 'A',
      sku: null,
      image_url: null,
      variant_countries: [expect.objectContaining({ country_iso: 'US', price: 100, shipping: null })],
    });

    const bare = await put(id, [{ id: variants[0].id }, { title: 'C' }]);
    expect(bare.status).toBe(422);
    expect(Object.keys(bare.body.errors)).toEqual(['product.variants.1.countries']);
    const newCountry = await put(id, [{ id: variants[0].id, countries: [{ country: 'US' }, { country: 'DE' }] }]);
    expect(newCountry.status).toBe(422);
    expect(Object.keys(newCountry.body.errors)).toEqual(['product.variants.0.countries.1.price']);
    const both = await put(id, [{ id: variants[0].id, countries: [{ country: 'US' }], variant_countries: [] }]);
    expect(both.status).toBe(422);
  });
});
