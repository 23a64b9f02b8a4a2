import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { issueRootAdminToken } from '../../shared/use-cases/root-admin';
import { verifyDelivery } from '../../shared/sdk/verify';
import { api } from '../helpers/http';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { createEvent } from '../helpers/company-events';
import { createTenant } from '../helpers/tenant';
import { pipeline } from '../helpers/webhooks';
import { createDroplet, envelopeOf, exchange, installAndReceiveExchangeToken, waitForEvent } from './support';

let receiver: Receiver;
beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(async () => {
  await receiver.close();
});

/** A vendor's listed droplet asking for `settings` and `webhooks`, with both lifecycle URLs on the receiver. */
async function listedDroplet() {
  const vendor = await createTenant();
  const { droplet, secret } = await createDroplet(vendor.token, {
    active: true,
    requested_scopes: ['settings', 'events', 'webhooks'],
    install_webhook_url: `${receiver.url}/installed`,
    uninstall_webhook_url: `${receiver.url}/uninstalled`,
    embed_url: 'https://app.example.com/embedded',
  });
  const root = await issueRootAdminToken('droplet journey');
  const listed = await api('PUT', `/api/droplets/${droplet.uuid}`, {
    token: root.secret,
    body: { droplet: { publicly_available: true } },
  });
  expect(listed.status).toBe(200);
  return { vendor, droplet, secret };
}

describe('droplet vendor journey (lifecycle deliveries, exchange, dit_ scopes, uninstall)', () => {
  it('create → install → signed droplet.installed → exchange once → dit_ within/outside scopes → uninstall → droplet.uninstalled and dit_ 401', async () => {
    const { droplet, secret } = await listedDroplet();
    const merchant = await createTenant();

    const { installation, request, exchangeToken } = await installAndReceiveExchangeToken(
      merchant.token,
      droplet.uuid,
      receiver,
    );
    expect(installation).toMatchObject({
      id: expect.stringMatching(/^dri_[0-9a-f]{32}$/),
      droplet_uuid: droplet.uuid,
      scopes: ['settings', 'events', 'webhooks'],
      active: true,
      credentials_issued_at: null,
    });

    // Lifecycle delivery: signed with the droplet's lifecycle secret, about the merchant's store.
    expect(verifyDelivery(request.rawBody, request.headers, secret)).toMatchObject({ ok: true });
    expect(request.headers['x-service-shop']).toBe(merchant.company.subdomain);
    expect(request.headers['x-service-token']).toBeUndefined();
    expect(envelopeOf(request)).toMatchObject({
      name: 'droplet.installed',
      payload: {
        event_name: 'droplet.installed',
        company_id: merchant.company.id,
        droplet: {
          uuid: droplet.uuid,
          installation_id: installation.id,
          company_subdomain: merchant.company.subdomain,
          scopes: ['settings', 'events', 'webhooks'],
          exchange_token: expect.stringMatching(/^dxt_/),
          exchange_url: expect.stringMatching(/\/api\/droplet_installations\/exchange$/),
          lifecycle_contract_version: droplet.lifecycle_contract_version,
        },
      },
    });

    // Exchange exactly once.
    const first = await exchange(exchangeToken);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      installation: {
        id: installation.id,
        droplet_uuid: droplet.uuid,
        company_id: merchant.company.id,
        company_subdomain: merchant.company.subdomain,
        scopes: ['settings', 'events', 'webhooks'],
      },
      installation_token: expect.stringMatching(/^dit_/),
      webhook_secret: expect.stringMatching(/^whsec_.{43}$/),
    });
    const second = await exchange(exchangeToken);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      error_message: expect.any(String),
      errors: { code: 'exchange_token_redeemed' },
    });
    const dit = first.body.installation_token as string;

    // Scopes: `settings` looks up the store; members are outside the scopes.
    const store = await api('GET', '/api/company', { token: dit });
    expect(store.status).toBe(200);
    expect(store.body.company.subdomain).toBe(merchant.company.subdomain);
    const members = await api('GET', '/api/company/members', { token: dit });
    expect(members.status).toBe(403);
    expect(Object.keys(members.body)).toEqual(['message']);

    // Member events are as far out of reach as members: subscribing needs the scope that reads them.
    const memberHook = await api('POST', '/api/company/webhooks', {
      token: dit,
      body: { webhook: { resource: 'member', event: 'created', url: `${receiver.url}/members` } },
    });
    expect(memberHook.status).toBe(403);

    // A subscription created with the dit_ token belongs to the installation and is signed with its webhook secret.
    const subscription = await api('POST', '/api/company/webhooks', {
      token: dit,
      body: { webhook: { resource: 'company_event', event: 'created', url: `${receiver.url}/events` } },
    });
    expect(subscription.status).toBe(201);
    await createEvent(merchant);
    const eventDelivery = await waitForEvent(receiver, 'company_event_created');
    expect(verifyDelivery(eventDelivery.rawBody, eventDelivery.headers, first.body.webhook_secret)).toMatchObject({
      ok: true,
    });

    // Uninstall: installation inactive, token revoked at once, subscription off, uninstall delivered.
    const uninstalled = await api('DELETE', `/api/droplet_installations/${installation.id}`, { token: merchant.token });
    expect(uninstalled.status).toBe(200);
    expect(uninstalled.body.installation).toMatchObject({
      id: installation.id,
      active: false,
      uninstalled_at: expect.any(String),
      credentials_issued_at: expect.any(String),
    });
    const revoked = await api('GET', '/api/company', { token: dit });
    expect(revoked.status).toBe(401);
    expect(Object.keys(revoked.body)).toEqual(['message']);
    const webhook = await api('GET', `/api/company/webhooks/${subscription.body.webhook.id}`, {
      token: merchant.token,
    });
    expect(webhook.body.webhook).toMatchObject({ active: false, disabled_reason: 'droplet uninstalled' });

    const goodbye = await waitForEvent(receiver, 'droplet.uninstalled');
    expect(verifyDelivery(goodbye.rawBody, goodbye.headers, secret)).toMatchObject({ ok: true });
    expect(envelopeOf(goodbye).payload.droplet).toMatchObject({
      uuid: droplet.uuid,
      installation_id: installation.id,
      company_id: merchant.company.id,
      uninstalled_at: expect.any(String),
    });
    expect(envelopeOf(goodbye).payload.droplet.exchange_token).toBeUndefined();
  });

  it('reinstalling after an uninstall yields a new installation and new credentials; installing twice is a 409', async () => {
    const { droplet } = await listedDroplet();
    const merchant = await createTenant();
    const first = await installAndReceiveExchangeToken(merchant.token, droplet.uuid, receiver);
    const twice = await api('POST', `/api/droplets/${droplet.uuid}/installations`, { token: merchant.token });
    expect(twice.status).toBe(409);
    const firstCredentials = (await exchange(first.exchangeToken)).body;
    expect(
      (await api('DELETE', `/api/droplet_installations/${first.installation.id}`, { token: merchant.token })).status,
    ).toBe(200);

    const second = await installAndReceiveExchangeToken(merchant.token, droplet.uuid, receiver);
    expect(second.installation.id).not.toBe(first.installation.id);
    expect(second.exchangeToken).not.toBe(first.exchangeToken);
    const secondCredentials = (await exchange(second.exchangeToken)).body;
    expect(secondCredentials.installation_token).not.toBe(firstCredentials.installation_token);
    expect(secondCredentials.webhook_secret).not.toBe(firstCredentials.webhook_secret);
    expect((await api('GET', '/api/company', { token: secondCredentials.installation_token })).status).toBe(200);
    expect((await api('GET', '/api/company', { token: firstCredentials.installation_token })).status).toBe(401);

    const listed = await api('GET', '/api/droplet_installations', { token: merchant.token });
    expect(listed.body.installations.map((entry: { id: string; active: boolean }) => [entry.id, entry.active])).toEqual(
      [
        [first.installation.id, false],
        [second.installation.id, true],
      ],
    );
  });

  it('lifecycle deliveries go through the same retries: a 503 from the install URL is retried with the same id, signed anew', async () => {
    const { droplet, secret } = await listedDroplet();
    const merchant = await createTenant();
    receiver.respond = (_request, index) => (index === 0 ? { status: 503, body: 'warming up' } : { status: 200 });
    const res = await api('POST', `/api/droplets/${droplet.uuid}/installations`, { token: merchant.token });
    expect(res.status).toBe(201);
    await receiver.waitFor(1);
    const deadline = Date.now() + 15_000;
    while (receiver.requests.length < 2 && Date.now() < deadline) {
      await pipeline.advance(6); // past the first backoff (5 s ± 10 %)
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const [first, second] = receiver.requests;
    expect(second).toBeDefined();
    expect(envelopeOf(second!).id).toBe(envelopeOf(first!).id);
    expect(envelopeOf(second!).payload.droplet.installation_id).toBe(res.body.installation.id);
    expect(
      verifyDelivery(second!.rawBody, second!.headers, secret, {
        now: Number(second!.headers['x-service-timestamp']) * 1000,
      }),
    ).toMatchObject({ ok: true });
  });
});
