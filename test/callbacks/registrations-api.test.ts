import { describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';

const url = 'https://callbacks.example.com/tax';
const register = (token: string, registration: Record<string, unknown>) =>
  api('POST', '/api/callback/registrations', { token, body: { callback_registration: registration } });

describe('POST /api/callback/registrations', () => {
  it('201 {callback_registration, meta} with every response field and the verification token in full, once', async () => {
    const tenant = await createTenant({ name: 'Callback Co' });
    const res = await register(tenant.token, {
      definition_name: 'tax_calculation',
      url,
      active: true,
      country_codes: ['US', 'CA'],
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      callback_registration: {
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        company_id: tenant.company.id,
        company_name: 'Callback Co',
        definition_name: 'tax_calculation',
        url,
        verification_token: expect.stringMatching(/^cbv_[A-Za-z0-9_-]{43}$/),
        active: true,
        country_codes: ['US', 'CA'],
        created_at: expect.any(String),
        owner_type: 'company',
        owner_id: tenant.company.id,
        owner_name: 'Callback Co',
        owner_expires_at: null,
        droplet_installation_id: null,
      },
      status: 201,
      meta: { request_id: expect.any(String), timestamp: expect.any(String) },
    });
    const token = res.body.callback_registration.verification_token as string;
    const shown = await api('GET', `/api/callback/registrations/${res.body.callback_registration.uuid}`, {
      token: tenant.token,
    });
    expect(shown.body.callback_registration).toEqual({
      ...res.body.callback_registration,
      verification_token: `••••${token.slice(-4)}`,
    });
    expect(shown.text).not.toContain(token);
  });

  it('defaults active to true and country_codes to [] (every country)', async () => {
    const tenant = await createTenant();
    const res = await register(tenant.token, { definition_name: 'shipping_options', url });
    expect(res.body.callback_registration).toMatchObject({ active: true, country_codes: [] });
  });

  it('401 {message} without a token', async () => {
    const res = await register('', { definition_name: 'tax_calculation', url });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
  });

  it('403 without callbacks.manage', async () => {
    const tenant = await createTenant();
    const res = await register(await tenant.tokenWith({ permissions: ['webhooks.manage'] }), {
      definition_name: 'tax_calculation',
      url,
    });
    expect(res.status).toBe(403);
  });

  it('409 when the company already has a registration for the definition', async () => {
    const tenant = await createTenant();
    expect((await register(tenant.token, { definition_name: 'tax_calculation', url })).status).toBe(201);
    const again = await register(tenant.token, {
      definition_name: 'tax_calculation',
      url: 'https://other.example.com/tax',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      error_message: expect.stringContaining('tax_calculation'),
      meta: expect.any(Object),
    });
    expect((await register(tenant.token, { definition_name: 'shipping_options', url })).status).toBe(201);
  });

  it('two concurrent registrations for the same definition: exactly one 201 and one 409 (race-safe)', async () => {
    const tenant = await createTenant();
    const results = await Promise.all([
      register(tenant.token, { definition_name: 'shipping_options', url: 'https://a.example.com/ship' }),
      register(tenant.token, { definition_name: 'shipping_options', url: 'https://b.example.com/ship' }),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
    const list = await api('GET', '/api/callback/registrations', { token: tenant.token });
    expect(list.body.callback_registrations).toHaveLength(1);
  });

  it('another company may register the same definition (uniqueness is per owner)', async () => {
    const [a, b] = await Promise.all([createTenant(), createTenant()]);
    expect((await register(a.token, { definition_name: 'tax_calculation', url })).status).toBe(201);
    expect((await register(b.token, { definition_name: 'tax_calculation', url })).status).toBe(201);
  });

  it.each([
    ['an unknown definition', { definition_name: 'loyalty_points', url }, 'callback_registration.definition_name'],
    ['no definition', { url }, 'callback_registration.definition_name'],
    ['no url', { definition_name: 'tax_calculation' }, 'callback_registration.url'],
    ['a relative url', { definition_name: 'tax_calculation', url: '/tax' }, 'callback_registration.url'],
    [
      'a metadata url',
      { definition_name: 'tax_calculation', url: 'http://169.254.169.254/' },
      'callback_registration.url',
    ],
    [
      'a lower-case country code',
      { definition_name: 'tax_calculation', url, country_codes: ['us'] },
      'callback_registration.country_codes.0',
    ],
    [
      'an alpha-3 country code',
      { definition_name: 'tax_calculation', url, country_codes: ['USA'] },
      'callback_registration.country_codes.0',
    ],
    [
      'a code that is not a country',
      { definition_name: 'tax_calculation', url, country_codes: ['US', 'ZZ'] },
      'callback_registration.country_codes.1',
    ],
    [
      'country_codes that is not an array',
      { definition_name: 'tax_calculation', url, country_codes: 'US' },
      'callback_registration.country_codes',
    ],
  ])('422 envelope for %s', async (_case, registration, field) => {
    const tenant = await createTenant();
    const res = await register(tenant.token, registration);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error_message: expect.any(String), meta: expect.any(Object) });
    expect(Object.keys(res.body.errors)).toContain(field);
  });
});

describe('list, show, update, delete', () => {
  it('updates url, active and country_codes; definition_name is fixed (another 422, its current value changes nothing)', async () => {
    const tenant = await createTenant();
    const { uuid } = (await register(tenant.token, { definition_name: 'tax_calculation', url })).body
      .callback_registration;
    const path = `/api/callback/registrations/${uuid}`;
    const updated = await api('PUT', path, {
      token: tenant.token,
      body: {
        callback_registration: { url: 'https://new.example.com/tax', active: false, country_codes: ['DE', 'DE', 'FR'] },
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.callback_registration).toMatchObject({
      url: 'https://new.example.com/tax',
      active: false,
      country_codes: ['DE', 'FR'],
      definition_name: 'tax_calculation',
    });
    const fixed = await api('PUT', path, {
      token: tenant.token,
      body: { callback_registration: { definition_name: 'shipping_options' } },
    });
    expect(fixed.status).toBe(422);
    expect(fixed.body.errors).toHaveProperty(['callback_registration.definition_name']);
    const unchanged = await api('PUT', path, {
      token: tenant.token,
      body: { callback_registration: { definition_name: 'tax_calculation', active: true } },
    });
    expect(unchanged.status, unchanged.text).toBe(200);
    expect(unchanged.body.callback_registration).toMatchObject({ definition_name: 'tax_calculation', active: true });
  });

  it('deletes (200 echoing the uuid), frees the definition for a new registration, and 404s afterwards', async () => {
    const tenant = await createTenant();
    const { uuid } = (await register(tenant.token, { definition_name: 'tax_calculation', url })).body
      .callback_registration;
    const res = await api('DELETE', `/api/callback/registrations/${uuid}`, { token: tenant.token });
    expect(res.status).toBe(200);
    expect(res.body.callback_registration).toEqual({ uuid });
    expect((await api('GET', `/api/callback/registrations/${uuid}`, { token: tenant.token })).status).toBe(404);
    expect((await api('DELETE', `/api/callback/registrations/${uuid}`, { token: tenant.token })).status).toBe(404);
    expect((await register(tenant.token, { definition_name: 'tax_calculation', url })).status).toBe(201);
  });

  it("keeps companies apart: another company's uuid is a 404", async () => {
    const [owner, other] = await Promise.all([createTenant(), createTenant()]);
    const { uuid } = (await register(owner.token, { definition_name: 'tax_calculation', url })).body
      .callback_registration;
    expect((await api('GET', `/api/callback/registrations/${uuid}`, { token: other.token })).status).toBe(404);
    expect(
      (
        await api('PUT', `/api/callback/registrations/${uuid}`, {
          token: other.token,
          body: { callback_registration: { active: false } },
        })
      ).status,
    ).toBe(404);
    expect((await api('DELETE', `/api/callback/registrations/${uuid}`, { token: other.token })).status).toBe(404);
    expect(
      (await api('GET', '/api/callback/registrations', { token: other.token })).body.callback_registrations,
    ).toEqual([]);
  });

  it('lists with offset pagination', async () => {
    const tenant = await createTenant();
    await register(tenant.token, { definition_name: 'tax_calculation', url });
    await register(tenant.token, { definition_name: 'shipping_options', url });
    const page = await api('GET', '/api/callback/registrations?per_page=1&page=2', { token: tenant.token });
    expect(page.body.callback_registrations).toHaveLength(1);
    expect(page.body.meta.pagination).toEqual({ page: 2, per_page: 1, total_count: 2, total_pages: 2 });
  });
});

describe('GET /api/callback/definitions', () => {
  it('lists tax_calculation and shipping_options with request and response JSON Schemas', async () => {
    const tenant = await createTenant();
    const res = await api('GET', '/api/callback/definitions', { token: tenant.token });
    expect(res.status).toBe(200);
    expect(res.body.callback_definitions.map((definition: { name: string }) => definition.name)).toEqual([
      'tax_calculation',
      'shipping_options',
    ]);
    for (const definition of res.body.callback_definitions) {
      expect(definition.request_schema).toMatchObject({
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'object',
      });
      expect(definition.response_schema).toMatchObject({ type: 'object', required: expect.any(Array) });
      expect(definition).toMatchObject({ fallback: expect.any(String), timeout_ms: 5000 });
    }
  });
});
