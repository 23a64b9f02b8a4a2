import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { createTenant } from '../helpers/tenant';
import { subscribe } from '../helpers/webhooks';
import { createDroplet, exchange, installAndReceiveExchangeToken } from './support';

let receiver: Receiver;
beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(async () => {
  await receiver.close();
});

describe('webhook subscriptions seen through a droplet installation token', () => {
  it('dit_ manages only its installation subscriptions; the company still sees all of them', async () => {
    const merchant = await createTenant();
    // The merchant's own droplet: installable without marketplace listing.
    const { droplet } = await createDroplet(merchant.token, {
      active: true,
      requested_scopes: ['webhooks', 'members'],
      install_webhook_url: `${receiver.url}/installed`,
    });
    const own = await subscribe(merchant.token, `${receiver.url}/merchant`);
    const { exchangeToken } = await installAndReceiveExchangeToken(merchant.token, droplet.uuid, receiver);
    const dit = (await exchange(exchangeToken)).body.installation_token as string;
    const appSubscription = await subscribe(dit, `${receiver.url}/app`);

    const listed = await api('GET', '/api/company/webhooks', { token: dit });
    expect(listed.status).toBe(200);
    expect(listed.body.webhooks.map((w: { id: number }) => w.id)).toEqual([appSubscription.id]);
    expect(listed.body.meta.pagination.total_count).toBe(1);

    expect((await api('GET', `/api/company/webhooks/${own.id}`, { token: dit })).status).toBe(404);
    expect(
      (await api('PUT', `/api/company/webhooks/${own.id}`, { token: dit, body: { webhook: { active: false } } }))
        .status,
    ).toBe(404);
    expect((await api('DELETE', `/api/company/webhooks/${own.id}`, { token: dit })).status).toBe(404);
    expect((await api('GET', `/api/company/webhooks/${own.id}`, { token: merchant.token })).body.webhook.active).toBe(
      true,
    );
    expect((await api('GET', `/api/company/webhooks/${appSubscription.id}`, { token: dit })).status).toBe(200);

    const all = await api('GET', '/api/company/webhooks', { token: merchant.token });
    expect(all.body.webhooks.map((w: { id: number }) => w.id).sort()).toEqual([own.id, appSubscription.id].sort());
  });
});
