import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../../shared/platform/config';
import { handler as createWebhook } from '../../functions/webhooks/create-webhook';
import { handler as updateWebhook } from '../../functions/webhooks/update-webhook';
import { apiGatewayEvent, testContext } from '../helpers/api-gateway-event';
import { createTenant } from '../helpers/tenant';

// The API under test runs with ALLOW_PRIVATE_TARGETS=1 (local receivers); these run the handlers
// in-process as a deployed stack runs them, without it.
beforeEach(() => {
  process.env.ALLOW_PRIVATE_TARGETS = '0';
  resetConfig();
});
afterEach(() => {
  process.env.ALLOW_PRIVATE_TARGETS = '1';
  resetConfig();
});

async function call(
  fn: typeof createWebhook,
  token: string,
  body: unknown,
  extra: Parameters<typeof apiGatewayEvent>[0] = {},
) {
  const result = (await fn(
    apiGatewayEvent({
      method: 'POST',
      path: '/api/company/webhooks',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      ...extra,
    }),
    testContext,
  )) as { statusCode: number; body: string };
  return { status: result.statusCode, json: JSON.parse(result.body) };
}

describe('webhook targets in a deployed stack (no ALLOW_PRIVATE_TARGETS)', () => {
  it.each([
    'http://hooks.example.com/plain-http',
    'https://127.0.0.1/',
    'https://localhost/',
    'https://10.0.0.8/',
    'https://[::1]/',
    'https://[::ffff:192.168.0.1]/',
    'https://2130706433/',
    'https://169.254.169.254/latest/meta-data/',
    'https://[fd00:ec2::254]/',
    'https://100.64.1.1/',
    'https://[fc00::5]/',
  ])('create refuses %s with a 422 on webhook.url', async (url) => {
    const tenant = await createTenant();
    const res = await call(createWebhook, tenant.token, { webhook: { resource: 'member', event: 'created', url } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors)).toEqual(['webhook.url']);
  });

  it('create accepts a public https URL', async () => {
    const tenant = await createTenant();
    const res = await call(createWebhook, tenant.token, {
      webhook: { resource: 'member', event: 'created', url: 'https://hooks.example.com/x' },
    });
    expect(res.status).toBe(201);
  });

  it('update refuses a private target too', async () => {
    const tenant = await createTenant();
    const created = await call(createWebhook, tenant.token, {
      webhook: { resource: 'member', event: 'created', url: 'https://hooks.example.com/x' },
    });
    const id = String(created.json.webhook.id);
    const res = await call(
      updateWebhook,
      tenant.token,
      { webhook: { url: 'https://192.168.1.1/' } },
      { method: 'PUT', path: `/api/company/webhooks/${id}`, pathParameters: { id } },
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors)).toEqual(['webhook.url']);
  });
});
