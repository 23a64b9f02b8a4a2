import { describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { GATEWAYS, createGateway, stripeTestCredentials } from '../helpers/payments';
import { createTenant } from '../helpers/tenant';

const stripe = {
  name: 'Stripe (USD)',
  integration_type: 'stripe',
  mode: 'test',
  country_codes: ['US'],
  currency_codes: ['USD'],
  capture_method: 'manual',
  credentials: stripeTestCredentials,
};

describe('payment gateways', () => {
  it('creates, lists, shows, updates and deletes a gateway; secrets are never answered', async () => {
    const tenant = await createTenant();
    const created = await api('POST', GATEWAYS, { token: tenant.token, body: { gateway: stripe } });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.stringMatching(/^gw_[0-9a-f]{16}$/),
      name: 'Stripe (USD)',
      integration_type: 'stripe',
      mode: 'test',
      active: true,
      supported_sources: ['visa', 'mastercard', 'american_express', 'discover'],
      country_codes: ['US'],
      currency_codes: ['USD'],
      capture_method: 'manual',
      credentials: {
        secret_key: '••••0001',
        webhook_signing_secret: '••••0001',
        publishable_key: stripeTestCredentials.publishable_key,
      },
      settings: {},
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const { id } = created.body.data;
    expect(created.text).not.toContain(stripeTestCredentials.secret_key);
    expect(created.text).not.toContain(stripeTestCredentials.webhook_signing_secret);

    const listed = await api('GET', GATEWAYS, { token: tenant.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([created.body.data]);
    const shown = await api('GET', `${GATEWAYS}/${id}`, { token: tenant.token });
    expect(shown.body.data).toEqual(created.body.data);
    expect(listed.text + shown.text).not.toContain('sk_test_');

    // Rotation: the new secret key replaces the old; the webhook secret stays.
    const rotated = await api('PATCH', `${GATEWAYS}/${id}`, {
      token: tenant.token,
      body: { gateway: { name: 'Stripe US', credentials: { secret_key: 'sk_test_51RotatedKey9999' } } },
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.data).toMatchObject({
      name: 'Stripe US',
      credentials: { secret_key: '••••9999', webhook_signing_secret: '••••0001' },
    });
    expect(rotated.text).not.toContain('sk_test_51RotatedKey9999');

    const deleted = await api('DELETE', `${GATEWAYS}/${id}`, { token: tenant.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id });
    expect((await api('GET', `${GATEWAYS}/${id}`, { token: tenant.token })).status).toBe(404);
    expect((await api('DELETE', `${GATEWAYS}/${id}`, { token: tenant.token })).status).toBe(404);
  });

  it('stores the secrets sealed, never in clear', async () => {
    const tenant = await createTenant();
    const gateway = await createGateway(tenant, stripe);
    const { gatewayEntity } = await import('../../shared/domains/payments/gateway-entity');
    const stored = await gatewayEntity.get({ company_id: tenant.company.id, id: gateway.id });
    expect(JSON.stringify(stored)).not.toContain(stripeTestCredentials.secret_key);
    expect(stored?.credentials_sealed).toMatch(/^v1\./);
  });

  it('422s credentials that do not fit the processor or mode', async () => {
    const tenant = await createTenant();
    const missing = await api('POST', GATEWAYS, {
      token: tenant.token,
      body: { gateway: { ...stripe, credentials: { publishable_key: 'pk_test_51Only' } } },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveProperty(['credentials.secret_key']);
    const liveKeyOnTest = await api('POST', GATEWAYS, {
      token: tenant.token,
      body: { gateway: { ...stripe, credentials: { ...stripeTestCredentials, secret_key: 'sk_live_51Live0001' } } },
    });
    expect(liveKeyOnTest.status).toBe(422);
    expect(liveKeyOnTest.text).not.toContain('sk_live_51Live0001');
    const gateway = await createGateway(tenant, stripe);
    const toLive = await api('PATCH', `${GATEWAYS}/${gateway.id}`, {
      token: tenant.token,
      body: { gateway: { mode: 'live' } },
    });
    expect(toLive.status).toBe(422);
    const unknown = await api('POST', GATEWAYS, {
      token: tenant.token,
      body: { gateway: { ...stripe, integration_type: 'acme' } },
    });
    expect(unknown.status).toBe(422);
  });

  it('403s a token without payments.manage; another company’s gateway is 404', async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const gateway = await createGateway(tenant, stripe);
    const viewer = await tenant.tokenWith({ permissions: ['orders.view'] });
    expect((await api('GET', GATEWAYS, { token: viewer })).status).toBe(403);
    expect((await api('POST', GATEWAYS, { token: viewer, body: { gateway: stripe } })).status).toBe(403);
    expect((await api('GET', `${GATEWAYS}/${gateway.id}`, { token: other.token })).status).toBe(404);
    expect((await api('GET', GATEWAYS, { token: other.token })).body.data).toEqual([]);
  });
});
