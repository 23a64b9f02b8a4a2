import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createWebhookReceiver } from '../../examples/webhook-receiver';
import type { DeliveryEnvelope } from '../../shared/sdk/verify';
import { signatureHeaders } from '../../shared/platform/crypto/signature';

const secret = 'example-receiver-secret-0123456789abcdef';
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function start(handle: (envelope: DeliveryEnvelope) => Promise<void>) {
  const server = createWebhookReceiver({ secret, handle });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

const body = (id: number) =>
  JSON.stringify({
    id,
    identifier: `dlv_${id}`,
    name: 'member_created',
    timestamp: new Date().toISOString(),
    payload: { member: { id: 1 } },
  });
const post = (url: string, raw: string, headers: Record<string, string>) =>
  fetch(url, { method: 'POST', body: raw, headers: { 'content-type': 'application/json', ...headers } });

describe('examples/webhook-receiver', () => {
  it('acknowledges before processing, and processes a delivery retried with the same id once', async () => {
    const handled: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const url = await start(async (envelope) => {
      await gate;
      handled.push(envelope.id);
    });
    const raw = body(101);
    const first = await post(url, raw, signatureHeaders(secret, raw));
    expect(first.status).toBe(200);
    expect(handled).toEqual([]);
    const retry = await post(url, raw, signatureHeaders(secret, raw));
    expect(retry.status).toBe(200);
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handled).toEqual([101]);
  });

  it('refuses an unsigned or tampered delivery with 401 and the reason, without processing it', async () => {
    const handled: number[] = [];
    const url = await start(async (envelope) => void handled.push(envelope.id));
    const raw = body(102);
    const tampered = await post(url, raw.replace('102', '103'), signatureHeaders(secret, raw));
    expect(tampered.status).toBe(401);
    expect(await tampered.text()).toBe('bad_signature');
    const unsigned = await post(url, raw, {});
    expect(await unsigned.text()).toBe('missing_signature');
    expect(handled).toEqual([]);
  });
});
