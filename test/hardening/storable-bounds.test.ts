import { describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';

describe('values the store cannot hold are refused at validation, naming the field (422)', () => {
  it.each(['1e-131', '1e-320', '7.61255', '100.5', '-1'])(
    'POST /api/company/countries with tax_standard_rate %s → 422',
    async (rate) => {
      const tenant = await createTenant();
      const res = await api('POST', '/api/company/countries', {
        token: tenant.token,
        headers: { 'content-type': 'application/json' },
        rawBody: `{"country":{"iso":"DE","tax_enabled":true,"tax_standard_rate":${rate}}}`,
      });
      expect(res.status, res.text).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['country.tax_standard_rate']);
      expect(res.body.error_message).toMatch(/^Validation failed: country\.tax_standard_rate /);
    },
  );

  it('accepts a rate at the stated scale exactly as sent', async () => {
    const tenant = await createTenant();
    const res = await api('POST', '/api/company/countries', {
      token: tenant.token,
      body: { country: { iso: 'DE', tax_standard_rate: 7.6125 } },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.country.tax_standard_rate).toBe(7.6125);
  });

  it.each([
    ['a NUL in the description', 'event.description', { description: 'a\u0000b' }],
    ['a lone surrogate in the location', 'event.location', { location: 'x\uD800' }],
  ])('POST /api/company/events with %s → 422 on %s', async (_name, field, fields) => {
    const tenant = await createTenant();
    const event = {
      title: 'Kickoff',
      description: 'Team meeting',
      start_date: '2030-05-04',
      end_date: '2030-05-04',
      ...fields,
    };
    const res = await api('POST', '/api/company/events', { token: tenant.token, body: { event } });
    expect(res.status, res.text).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it('refuses an id path value past 2^53 instead of rounding it onto another event', async () => {
    const tenant = await createTenant();
    const res = await api('GET', '/api/company/events/9007199254740993', { token: tenant.token });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['id']);
  });
});
