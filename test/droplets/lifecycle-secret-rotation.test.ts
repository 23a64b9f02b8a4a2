import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyDelivery } from '../../shared/sdk/verify';
import { api } from '../helpers/http';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { createTenant } from '../helpers/tenant';
import { createDroplet, envelopeOf, waitForEvent } from './support';

let receiver: Receiver;
beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(async () => {
  await receiver.close();
});

describe('POST /api/droplets/{uuid}/lifecycle_secret/rotate', () => {
  it('during the overlap a receiver holding either secret verifies; after it, only the new secret does', async () => {
    const vendor = await createTenant();
    const { droplet, secret: oldSecret } = await createDroplet(vendor.token, {
      install_webhook_url: `${receiver.url}/installed`,
      uninstall_webhook_url: `${receiver.url}/uninstalled`,
    });

    const rotated = await api('POST', `/api/droplets/${droplet.uuid}/lifecycle_secret/rotate`, {
      token: vendor.token,
      body: { overlap_seconds: 3 },
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body).toMatchObject({
      lifecycle_secret: expect.stringMatching(/^dls_/),
      previous_secret_expires_at: expect.any(String),
      droplet: { uuid: droplet.uuid },
    });
    const newSecret = rotated.body.lifecycle_secret as string;
    expect(newSecret).not.toBe(oldSecret);

    // Inside the window: two signatures of the same timestamp and body.
    const install = await api('POST', `/api/droplets/${droplet.uuid}/installations`, { token: vendor.token });
    expect(install.status).toBe(201);
    const installed = await waitForEvent(receiver, 'droplet.installed');
    expect(installed.headers['x-service-signature-previous']).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyDelivery(installed.rawBody, installed.headers, oldSecret)).toMatchObject({ ok: true });
    expect(verifyDelivery(installed.rawBody, installed.headers, newSecret)).toMatchObject({ ok: true });
    expect(
      verifyDelivery(installed.rawBody, { ...installed.headers, 'x-service-signature-previous': undefined }, newSecret),
    ).toMatchObject({ ok: true });
    expect(verifyDelivery(installed.rawBody, installed.headers, 'dls_neither-the-old-nor-the-new-secret')).toEqual({
      ok: false,
      reason: 'bad_signature',
    });

    // After the window: the new secret only.
    const remaining = Date.parse(rotated.body.previous_secret_expires_at) - Date.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, remaining) + 200));
    expect(
      (await api('DELETE', `/api/droplet_installations/${install.body.installation.id}`, { token: vendor.token }))
        .status,
    ).toBe(200);
    const uninstalled = await waitForEvent(receiver, 'droplet.uninstalled');
    expect(uninstalled.headers['x-service-signature-previous']).toBeUndefined();
    expect(verifyDelivery(uninstalled.rawBody, uninstalled.headers, newSecret)).toMatchObject({ ok: true });
    expect(verifyDelivery(uninstalled.rawBody, uninstalled.headers, oldSecret)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(envelopeOf(uninstalled).payload.droplet.uuid).toBe(droplet.uuid);
  });

  it('only the owner (or a root admin) may rotate; another company gets 404, and the overlap is bounded to 7 days', async () => {
    const vendor = await createTenant();
    const other = await createTenant();
    const { droplet } = await createDroplet(vendor.token);
    expect(
      (await api('POST', `/api/droplets/${droplet.uuid}/lifecycle_secret/rotate`, { token: other.token })).status,
    ).toBe(404);
    const tooLong = await api('POST', `/api/droplets/${droplet.uuid}/lifecycle_secret/rotate`, {
      token: vendor.token,
      body: { overlap_seconds: 8 * 24 * 3600 },
    });
    expect(tooLong.status).toBe(422);
    const noBody = await api('POST', `/api/droplets/${droplet.uuid}/lifecycle_secret/rotate`, { token: vendor.token });
    expect(noBody.status).toBe(200);
    expect(Date.parse(noBody.body.previous_secret_expires_at) - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
  });
});
