import { createServer, type Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLBACK_CONNECT_TIMEOUT_MS, CALLBACK_TIMEOUT_MS } from '../../shared/domains/callbacks/callback-definitions';
import { BREAKER_OPEN_MS, BREAKER_THRESHOLD } from '../../shared/domains/callbacks/circuit-breaker';
import { invokeCallback } from '../../shared/domains/callbacks/invoke-callback';
import { verifyDelivery } from '../../shared/sdk/verify';
import { resetConfig } from '../../shared/platform/config';
import { api } from '../helpers/http';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { createTenant, type Tenant } from '../helpers/tenant';

const payload = {
  cart: {
    token: 'ct_123',
    currency_code: 'USD',
    price_inclusive_of_tax: false,
    shipping_address: { country_code: 'US', subdivision_code: 'US-NY', postal_code: '10001', city: 'New York' },
    line_items: [{ id: 1, sku: 'SKU-1', quantity: 2, unit_price: 1000, total: 2000, taxable: true }],
    shipping_total: 500,
    discount_total: 0,
  },
};
const fallback = { line_items: [{ id: 1, tax: 100, rate: 0.05 }], shipping_tax: 25, tax_total: 125, tax_label: 'Tax' };
const answer = {
  line_items: [{ id: 1, tax: 177, rate: 0.08875 }],
  shipping_tax: 44,
  tax_total: 221,
  tax_label: 'NY sales tax',
};

let receiver: Receiver;
beforeEach(async () => {
  receiver = await startReceiver();
  receiver.respond = () => ({
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(answer),
  });
});
afterEach(async () => {
  await receiver.close();
});

async function registered(tenant: Tenant, registration: Record<string, unknown> = {}) {
  const res = await api('POST', '/api/callback/registrations', {
    token: tenant.token,
    body: { callback_registration: { definition_name: 'tax_calculation', url: receiver.url, ...registration } },
  });
  if (res.status !== 201) throw new Error(res.text);
  return res.body.callback_registration as { uuid: string; verification_token: string };
}

/** The fallback reason of an outcome, or 'callback' when the callback answered. */
const reasonOf = (outcome: Awaited<ReturnType<typeof invokeCallback>>) =>
  outcome.source === 'fallback' ? outcome.reason : 'callback';

const invoke = (tenant: Tenant, options: Parameters<typeof invokeCallback>[1] = {}, countryCode = 'US') =>
  invokeCallback(
    { companyId: tenant.company.id, definition: 'tax_calculation', countryCode, payload, fallback },
    options,
  );

describe('invokeCallback', () => {
  it('sends a signed envelope the receiver can verify with its verification token, and returns the validated answer', async () => {
    const tenant = await createTenant();
    const registration = await registered(tenant);
    const outcome = await invoke(tenant);
    expect(outcome).toMatchObject({ source: 'callback', response: answer, registrationUuid: registration.uuid });

    const [request] = receiver.requests;
    expect(request!.method).toBe('POST');
    expect(request!.headers['x-service-shop']).toBe(tenant.company.subdomain);
    const verified = verifyDelivery(request!.rawBody, request!.headers, registration.verification_token);
    expect(verified).toMatchObject({
      ok: true,
      envelope: {
        name: 'tax_calculation',
        payload,
        id: expect.any(Number),
        identifier: expect.stringMatching(/^cbr_/),
      },
    });
  });

  it('prices with the fallback, and charges nothing to the breaker, when the verification token cannot be opened to sign (the sealing key it was sealed under left the ring)', async () => {
    const tenant = await createTenant();
    await registered(tenant);
    vi.stubEnv('SECRETS_ENCRYPTION_KEY', 'a-sealing-key-the-token-was-not-sealed-under');
    vi.stubEnv('SECRETS_ENCRYPTION_PREVIOUS_KEYS', '');
    resetConfig();
    try {
      for (let i = 0; i <= BREAKER_THRESHOLD; i++) expect(reasonOf(await invoke(tenant))).toBe('signing_failed');
    } finally {
      vi.unstubAllEnvs();
      resetConfig();
    }
    expect(receiver.requests).toHaveLength(0);
    // More failed signings than the breaker's threshold, and the receiver is still asked.
    expect(reasonOf(await invoke(tenant))).toBe('callback');
  });

  it('uses 2 s to connect and 5 s in total by default', () => {
    expect([CALLBACK_CONNECT_TIMEOUT_MS, CALLBACK_TIMEOUT_MS]).toEqual([2000, 5000]);
  });

  it.each([
    ['no registration', async () => undefined, 'US', 'not_registered'],
    ['an inactive registration', async (tenant: Tenant) => registered(tenant, { active: false }), 'US', 'inactive'],
    [
      'a destination outside country_codes',
      async (tenant: Tenant) => registered(tenant, { country_codes: ['CA', 'MX'] }),
      'US',
      'country_excluded',
    ],
  ])('uses the fallback without calling for %s', async (_case, arrange, country, reason) => {
    const tenant = await createTenant();
    await arrange(tenant);
    const outcome = await invoke(tenant, {}, country);
    expect(outcome).toMatchObject({ source: 'fallback', response: fallback, reason });
    expect(receiver.requests).toHaveLength(0);
  });

  it('calls for a destination inside country_codes', async () => {
    const tenant = await createTenant();
    await registered(tenant, { country_codes: ['US'] });
    expect((await invoke(tenant)).source).toBe('callback');
  });

  it.each([
    ['a 500', () => ({ status: 500, body: 'boom' }), 'http_status'],
    [
      'a redirect (never followed)',
      () => ({ status: 302, headers: { location: 'https://example.com/' } }),
      'http_status',
    ],
    ['a body that is not JSON', () => ({ status: 200, body: '<html>' }), 'invalid_response'],
    [
      'an answer that breaks the response schema',
      () => ({ status: 200, body: JSON.stringify({ ...answer, tax_total: 1 }) }),
      'invalid_response',
    ],
    [
      'an answer missing fields',
      () => ({ status: 200, body: JSON.stringify({ shipping_tax: 0 }) }),
      'invalid_response',
    ],
  ])('falls back on %s', async (_case, respond, reason) => {
    const tenant = await createTenant();
    await registered(tenant);
    receiver.respond = respond;
    const outcome = await invoke(tenant);
    expect(outcome).toMatchObject({ source: 'fallback', response: fallback, reason });
    expect(receiver.requests).toHaveLength(1);
  });

  it('falls back when the callback is slower than the timeout', async () => {
    const slow: Server = createServer((_req, res) => setTimeout(() => res.end(JSON.stringify(answer)), 1_000));
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const tenant = await createTenant();
      await registered(tenant, { url: `http://127.0.0.1:${(slow.address() as { port: number }).port}/tax` });
      const started = Date.now();
      const outcome = await invoke(tenant, { timeoutMs: 200 });
      expect(outcome).toMatchObject({ source: 'fallback', reason: 'timeout' });
      expect(Date.now() - started).toBeLessThan(900);
    } finally {
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }
  });

  it('refuses a target that resolves to cloud metadata, even locally', async () => {
    const tenant = await createTenant();
    await registered(tenant, { url: 'http://tax.example.com/callback' });
    const outcome = await invoke(tenant, { lookup: async () => [{ address: '169.254.169.254', family: 4 }] });
    expect(outcome).toMatchObject({ source: 'fallback', reason: 'unsafe_target' });
  });
});

describe('circuit breaker', () => {
  const failing = () => ({ status: 503 });

  it(`opens after ${BREAKER_THRESHOLD} consecutive failures: further calls use the fallback without reaching the receiver`, async () => {
    const tenant = await createTenant();
    await registered(tenant);
    receiver.respond = failing;
    const now = new Date();
    for (let attempt = 0; attempt < BREAKER_THRESHOLD; attempt += 1)
      expect(reasonOf(await invoke(tenant, { now }))).toBe('http_status');
    const outcome = await invoke(tenant, { now });
    expect(outcome).toMatchObject({ source: 'fallback', reason: 'circuit_open', response: fallback });
    expect(receiver.requests).toHaveLength(BREAKER_THRESHOLD);
  });

  it('a success before the threshold resets the count', async () => {
    const tenant = await createTenant();
    await registered(tenant);
    receiver.respond = (_request, index) =>
      index === BREAKER_THRESHOLD - 1 ? { status: 200, body: JSON.stringify(answer) } : failing();
    for (let attempt = 0; attempt < BREAKER_THRESHOLD * 2 - 1; attempt += 1) await invoke(tenant);
    expect(receiver.requests).toHaveLength(BREAKER_THRESHOLD * 2 - 1);
  });

  it(`after ${BREAKER_OPEN_MS / 1000} s lets exactly one probe through; its success closes the breaker`, async () => {
    const tenant = await createTenant();
    await registered(tenant);
    receiver.respond = failing;
    const start = Date.now();
    for (let attempt = 0; attempt < BREAKER_THRESHOLD; attempt += 1) await invoke(tenant, { now: new Date(start) });

    // The probe's answer is held, so the callers arriving meanwhile meet the half-open breaker
    // whatever the machine's speed (once the probe has succeeded, callers rightly call again).
    receiver.respond = () => ({ status: 200, body: JSON.stringify(answer), delayMs: 3_000 });
    const later = new Date(start + BREAKER_OPEN_MS + 1_000);
    const probe = invoke(tenant, { now: later });
    await vi.waitFor(() => expect(receiver.requests).toHaveLength(BREAKER_THRESHOLD + 1), { timeout: 2_500 });
    const meanwhile = await Promise.all([invoke(tenant, { now: later }), invoke(tenant, { now: later })]);
    expect(meanwhile.map((outcome) => outcome.source)).toEqual(['fallback', 'fallback']);
    expect((await probe).source).toBe('callback');
    expect(receiver.requests).toHaveLength(BREAKER_THRESHOLD + 1);
    receiver.respond = () => ({ status: 200, body: JSON.stringify(answer) });

    expect((await invoke(tenant, { now: later })).source).toBe('callback');
  });

  it('a failed probe opens the breaker again', async () => {
    const tenant = await createTenant();
    await registered(tenant);
    receiver.respond = failing;
    const start = Date.now();
    for (let attempt = 0; attempt < BREAKER_THRESHOLD; attempt += 1) await invoke(tenant, { now: new Date(start) });
    const probeTime = new Date(start + BREAKER_OPEN_MS + 1_000);
    expect(reasonOf(await invoke(tenant, { now: probeTime }))).toBe('http_status');
    expect(reasonOf(await invoke(tenant, { now: new Date(probeTime.getTime() + 1_000) }))).toBe('circuit_open');
  });

  it('updating the registration closes the breaker', async () => {
    const tenant = await createTenant();
    const { uuid } = await registered(tenant);
    receiver.respond = failing;
    for (let attempt = 0; attempt < BREAKER_THRESHOLD; attempt += 1) await invoke(tenant);
    expect(reasonOf(await invoke(tenant))).toBe('circuit_open');
    await api('PUT', `/api/callback/registrations/${uuid}`, {
      token: tenant.token,
      body: { callback_registration: { url: receiver.url } },
    });
    receiver.respond = () => ({ status: 200, body: JSON.stringify(answer) });
    expect((await invoke(tenant)).source).toBe('callback');
  });
});
