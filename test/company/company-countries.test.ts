import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { companyCountryEntity } from '../../shared/domains/company/company-country-entity';
import { db, tableName } from '../../shared/platform/db/client';
import { createCart, createShop } from '../helpers/checkout';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';

describe('company countries', () => {
  it('adds a country with ISO facts derived from the data package and the tax settings given', async () => {
    const tenant = await createTenant();
    const res = await api('POST', '/api/company/countries', {
      token: tenant.token,
      body: {
        country: {
          iso: 'de',
          tax_enabled: true,
          tax_standard_rate: 19,
          price_inclusive_of_tax: true,
          price_inclusive_tax_name: 'MwSt.',
        },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.country).toEqual({
      id: expect.any(Number),
      iso: 'DE',
      iso3: 'DEU',
      iso_name: 'GERMANY',
      name: 'Germany',
      currency_code: 'EUR',
      currency_symbol: '€',
      price_inclusive_of_tax: true,
      price_inclusive_tax_name: 'MwSt.',
      province_required: false,
      tax_enabled: true,
      tax_standard_rate: 19,
    });
  });

  it('stores the ISO facts with the country, so a cart is priced from the record alone', async () => {
    const tenant = await createTenant({ country_code: 'US' });
    await api('POST', '/api/company/countries', { token: tenant.token, body: { country: { iso: 'gb' } } });
    for (const [iso, facts] of [
      ['US', { iso3: 'USA', name: 'United States', currency_code: 'USD', currency_symbol: '$' }],
      ['GB', { iso3: 'GBR', name: 'United Kingdom', currency_code: 'GBP', currency_symbol: '£' }],
    ] as const) {
      const { Item } = await db().send(
        new GetCommand({
          TableName: tableName(),
          Key: companyCountryEntity.key({ company_id: tenant.company.id, iso }),
        }),
      );
      expect(Item, iso).toMatchObject(facts);
    }
  });

  it('answers the ISO facts of a country recorded before they were stored, from the country table (its list, and a cart priced there)', async () => {
    const tenant = await createShop();
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: companyCountryEntity.key({ company_id: tenant.company.id, iso: 'DE' }),
        UpdateExpression: 'REMOVE iso3, #name, currency_code, currency_symbol',
        ExpressionAttributeNames: { '#name': 'name' },
      }),
    );
    const germany = {
      iso: 'DE',
      iso3: 'DEU',
      iso_name: 'GERMANY',
      name: 'Germany',
      currency_code: 'EUR',
      currency_symbol: '€',
      price_inclusive_of_tax: true,
      tax_standard_rate: 19,
    };
    const listed = await api('GET', '/api/company/countries', { token: tenant.token });
    expect(listed.body.countries.find((country: { iso: string }) => country.iso === 'DE')).toMatchObject(germany);
    const { cart } = await createCart(tenant, { country_code: 'DE' });
    expect(cart.country).toMatchObject(germany);
  });

  it('lists the home country and added ones, ordered by ISO code', async () => {
    const tenant = await createTenant({ country_code: 'US' });
    for (const iso of ['GB', 'CA'])
      await api('POST', '/api/company/countries', { token: tenant.token, body: { country: { iso } } });
    const res = await api('GET', '/api/company/countries', { token: tenant.token });
    expect(res.status).toBe(200);
    expect(
      res.body.countries.map((c: { iso: string; currency_symbol: string }) => `${c.iso}:${c.currency_symbol}`),
    ).toEqual(['CA:$', 'GB:£', 'US:$']);
    expect(res.body.meta.pagination).toMatchObject({ total_count: 3 });
  });

  it('answers 409 for a country already added (the home country included)', async () => {
    const tenant = await createTenant({ country_code: 'US' });
    const res = await api('POST', '/api/company/countries', { token: tenant.token, body: { country: { iso: 'US' } } });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ 'country.iso': ['is already added'] });
  });

  it('removes a country (answering it), 404s an absent one and refuses the home country (422)', async () => {
    const tenant = await createTenant({ country_code: 'US' });
    await api('POST', '/api/company/countries', { token: tenant.token, body: { country: { iso: 'FR' } } });
    const removed = await api('DELETE', '/api/company/countries/fr', { token: tenant.token });
    expect(removed.status).toBe(200);
    expect(removed.body.country.iso).toBe('FR');
    expect((await api('DELETE', '/api/company/countries/FR', { token: tenant.token })).status).toBe(404);
    const home = await api('DELETE', '/api/company/countries/US', { token: tenant.token });
    expect(home.status).toBe(422);
    expect(
      (await api('GET', '/api/company/countries', { token: tenant.token })).body.countries.map(
        (c: { iso: string }) => c.iso,
      ),
    ).toEqual(['US']);
  });

  it.each([
    ['an unknown code', { iso: 'ZZ' }, 'country.iso'],
    ['an alpha-3 code', { iso: 'DEU' }, 'country.iso'],
    ['a rate above 100 %', { iso: 'DE', tax_standard_rate: 101 }, 'country.tax_standard_rate'],
    [
      'an oversized tax name',
      { iso: 'DE', price_inclusive_tax_name: 't'.repeat(33) },
      'country.price_inclusive_tax_name',
    ],
    ['a wrong type', { iso: 'DE', tax_enabled: 'yes' }, 'country.tax_enabled'],
  ])('refuses %s with 422', async (_case, country, field) => {
    const tenant = await createTenant();
    const res = await api('POST', '/api/company/countries', { token: tenant.token, body: { country } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
  });
});
