import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../functions/manifest';
import { acceptsIdempotencyKey, idempotencyScope } from '../../shared/edge/http/idempotency-key';
import { errorStatus } from '../../shared/edge/http/error-statuses';
import { DomainError } from '../../shared/platform/errors/domain-error';
import { withIdempotencyKey } from '../../shared/edge/http/idempotent-request';
import { apiGatewayEvent, testContext } from '../helpers/api-gateway-event';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';

const webhook = (url = `https://example.com/hooks/${randomUUID()}`) => ({
  webhook: { resource: 'member', event: 'created', url },
});
const createWebhook = (token: string, key: string | undefined, body: unknown) =>
  api('POST', '/api/company/webhooks', { token, body, headers: key === undefined ? {} : { 'idempotency-key': key } });
const webhookCount = async (token: string) =>
  (await api('GET', '/api/company/webhooks', { token })).body.webhooks.length as number;

describe('Idempotency-Key on POST (Stripe contract)', () => {
  it('a retry with the same key and body replays the first status and body, and creates nothing more', async () => {
    const { token } = await createTenant();
    const key = randomUUID();
    const body = webhook();
    const first = await createWebhook(token, key, body);
    const retry = await createWebhook(token, key, body);

    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.text).toBe(first.text);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await webhookCount(token)).toBe(1);
  });

  it('a replay is still a response of its own: its request id and cache-control, the first body', async () => {
    const { token } = await createTenant();
    const key = randomUUID();
    const body = webhook();
    const send = (requestId: string) =>
      api('POST', '/api/company/webhooks', {
        token,
        body,
        headers: { 'idempotency-key': key, 'x-request-id': requestId },
      });
    const first = await send('first-request-0001');
    const retry = await send('retry-request-0002');

    expect(first.headers.get('x-request-id')).toBe('first-request-0001');
    expect(retry.headers.get('x-request-id')).toBe('retry-request-0002');
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.headers.get('cache-control')).toBe('no-store');
    expect(retry.text).toBe(first.text);
  });

  it('concurrent duplicates create one resource: the others are refused (409, still running) or replayed', async () => {
    const { token } = await createTenant();
    const key = randomUUID();
    const body = webhook();
    const responses = await Promise.all(Array.from({ length: 6 }, () => createWebhook(token, key, body)));

    const fresh = responses.filter(
      (response) => response.status === 201 && !response.headers.get('idempotent-replayed'),
    );
    expect(fresh).toHaveLength(1);
    for (const response of responses) {
      if (response.status === 201) expect(response.body.webhook.id).toBe(fresh[0]!.body.webhook.id);
      else
        expect(response).toMatchObject({
          status: 409,
          body: { error_message: expect.stringContaining('still being processed') },
        });
    }
    expect(await webhookCount(token)).toBe(1);
  });

  it('the same key with a different body is refused with 422 and creates nothing', async () => {
    const { token } = await createTenant();
    const key = randomUUID();
    expect((await createWebhook(token, key, webhook())).status).toBe(201);
    const reused = await createWebhook(token, key, webhook());

    expect(reused.status).toBe(422);
    expect(reused.body.error_message).toMatch(/different request/);
    expect(await webhookCount(token)).toBe(1);
  });

  it('keys are scoped per company: another company may use the same key for its own request', async () => {
    const [a, b] = await Promise.all([createTenant(), createTenant()]);
    const key = randomUUID();
    const first = await createWebhook(a.token, key, webhook());
    const second = await createWebhook(b.token, key, webhook());

    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(second.body.webhook.id).not.toBe(first.body.webhook.id);
  });

  it('keys are scoped per credential: a second token of the company never receives the first token’s answer', async () => {
    const tenant = await createTenant();
    const other = await tenant.tokenWith({ name: 'second integration' });
    const key = randomUUID();
    const body = webhook();
    const first = await createWebhook(tenant.token, key, body);
    const second = await createWebhook(other, key, body);

    expect(first.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(second.text).not.toBe(first.text);
    // Each credential still replays its own answer.
    const retry = await createWebhook(tenant.token, key, body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.text).toBe(first.text);
  });

  it('a failed first request stores nothing: the corrected retry with the same key is executed', async () => {
    const { token } = await createTenant();
    const key = randomUUID();
    const invalid = await createWebhook(token, key, {
      webhook: { resource: 'member', event: 'created', url: 'not a url' },
    });
    const corrected = await createWebhook(token, key, webhook());

    expect(invalid.status).toBe(422);
    expect(corrected.status).toBe(201);
    expect(corrected.headers.get('idempotent-replayed')).toBeNull();
  });

  it.each([['x'.repeat(256)], ['has space']])('a malformed key (%#) is a 400 envelope', async (key) => {
    const { token } = await createTenant();
    const response = await createWebhook(token, key, webhook());
    expect(response.status).toBe(400);
    expect(response.body.error_message).toMatch(/Idempotency-Key/);
  });

  it('without the header every POST is executed (the key is optional)', async () => {
    const { token } = await createTenant();
    const body = webhook();
    await createWebhook(token, undefined, body);
    await createWebhook(token, undefined, { webhook: { ...body.webhook, event: 'updated' } });
    expect(await webhookCount(token)).toBe(2);
  });

  it('a retry while the first request is still running is refused with 409, and replayed once it has finished', async () => {
    const request = {
      scope: `IDEMPOTENCY#TEST#${randomUUID()}`,
      key: randomUUID(),
      event: apiGatewayEvent({ method: 'POST', path: '/api/company/webhooks' }),
      context: testContext,
    };
    let finish!: () => void;
    const running = new Promise<void>((resolve) => (finish = resolve));
    const first = withIdempotencyKey(request, async () => {
      await running;
      return { statusCode: 201, body: '{"created":1}' };
    });
    await new Promise((resolve) => setTimeout(resolve, 300)); // the first has taken the key

    const whileRunning = await withIdempotencyKey(request, async () => ({
      statusCode: 201,
      body: '{"created":2}',
    })).catch((error: unknown) => error);
    finish();

    expect(whileRunning).toBeInstanceOf(DomainError);
    expect(whileRunning).toMatchObject({ code: 'idempotency_key_in_use' });
    expect(errorStatus(whileRunning as DomainError)).toBe(409);
    expect(await first).toMatchObject({ statusCode: 201, body: '{"created":1}' });
    expect(await withIdempotencyKey(request, async () => ({ statusCode: 201, body: '{"created":3}' }))).toMatchObject({
      body: '{"created":1}',
      headers: { 'Idempotent-Replayed': 'true' },
    });
  });

  it('unauthenticated (cart token) routes scope keys by route and path, so two carts never share a key', () => {
    const cart = (token: string) =>
      apiGatewayEvent({ method: 'POST', path: `/api/checkout/carts/${token}/line_items` });
    expect(idempotencyScope('addLineItem', cart('ct_a'), undefined)).not.toBe(
      idempotencyScope('addLineItem', cart('ct_b'), undefined),
    );
    expect(idempotencyScope('addLineItem', cart('ct_a'), undefined)).toContain('/api/checkout/carts/ct_a/line_items');
    const credential = { companyId: 7, tokenId: 70 };
    expect(idempotencyScope('createWebhook', cart('ct_a'), credential)).toBe(
      idempotencyScope('createMember', cart('ct_b'), credential),
    );
    expect(idempotencyScope('createWebhook', cart('ct_a'), credential)).not.toBe(
      idempotencyScope('createWebhook', cart('ct_a'), { companyId: 7, tokenId: 71 }),
    );
  });

  it('every POST of the admin and checkout surfaces accepts the header by default, and no GET does', () => {
    for (const route of manifest) {
      const expected = route.method === 'POST' && (route.surface === 'admin' || route.surface === 'checkout');
      if (route.idempotent === undefined) expect(acceptsIdempotencyKey(route), route.id).toBe(expected);
    }
    expect(manifest.some((route) => acceptsIdempotencyKey(route))).toBe(true);
  });
});
