import { describe, expect, it } from 'vitest';
import { listCompanyCountryCodes } from '../../shared/domains/company/company-countries';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';

describe('PUT /api/company', () => {
  it('changes only the settings sent and answers the company with its countries', async () => {
    const tenant = await createTenant({ name: 'Before' });
    const res = await api('PUT', '/api/company', {
      token: tenant.token,
      body: { company: { name: 'After', currency_code: 'cad', time_zone: 'America/Toronto' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.company).toMatchObject({
      name: 'After',
      currency_code: 'CAD',
      time_zone: 'America/Toronto',
      email: tenant.company.email,
      country_code: 'US',
    });
    expect(res.body.company.countries.map((c: { iso: string }) => c.iso)).toEqual(['US']);
    expect((await api('GET', '/api/company', { token: tenant.token })).body.company.name).toBe('After');
  });

  it('never changes the read-only fields an update carries (the shop identifier is fixed): they are ignored (docs/api.md "Round trips")', async () => {
    const tenant = await createTenant();
    const res = await api('PUT', '/api/company', {
      token: tenant.token,
      body: { company: { subdomain: 'stolen', id: 1 } },
    });
    expect(res.status).toBe(200);
    expect(res.body.company).toMatchObject({ id: tenant.company.id, subdomain: tenant.company.subdomain });
    expect((await api('GET', '/api/company', { token: tenant.token })).body.company).toMatchObject({
      id: tenant.company.id,
      subdomain: tenant.company.subdomain,
    });
  });

  it("moves the home country only to one of the company's countries", async () => {
    const tenant = await createTenant();
    const refused = await api('PUT', '/api/company', {
      token: tenant.token,
      body: { company: { country_code: 'DE' } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'company.country_code': ["is not one of the company's countries; add it first"],
    });
    await api('POST', '/api/company/countries', { token: tenant.token, body: { country: { iso: 'DE' } } });
    const moved = await api('PUT', '/api/company', { token: tenant.token, body: { company: { country_code: 'de' } } });
    expect(moved.status).toBe(200);
    expect(moved.body.company.country_code).toBe('DE');
    // The former home country can now be removed; the new one cannot.
    expect((await api('DELETE', '/api/company/countries/US', { token: tenant.token })).status).toBe(200);
    expect((await api('DELETE', '/api/company/countries/DE', { token: tenant.token })).status).toBe(422);
  });

  it.each([
    ['an unknown currency', { currency_code: 'ABC' }, 'company.currency_code'],
    ['an unknown time zone', { time_zone: 'Europe/Atlantis' }, 'company.time_zone'],
    ['an invalid email', { email: 'x' }, 'company.email'],
    ['an empty name', { name: '' }, 'company.name'],
    ['an oversized name', { name: 'n'.repeat(121) }, 'company.name'],
    ['a wrong type', { name: ['x'] }, 'company.name'],
  ])('refuses %s with 422', async (_case, company, field) => {
    const tenant = await createTenant();
    const res = await api('PUT', '/api/company', { token: tenant.token, body: { company } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
  });
});

describe('listCompanyCountryCodes', () => {
  it('returns the home country and every added country', async () => {
    const tenant = await createTenant({ country_code: 'US' });
    expect(await listCompanyCountryCodes(tenant.company.id)).toEqual(['US']);
    await api('POST', '/api/company/countries', { token: tenant.token, body: { country: { iso: 'MX' } } });
    expect((await listCompanyCountryCodes(tenant.company.id)).sort()).toEqual(['MX', 'US']);
  });
});
