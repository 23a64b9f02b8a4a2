import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { createTenant } from '../helpers/tenant';
import { createRep, subscribe } from '../helpers/webhooks';
import { installWithToken } from './support';

let receiver: Receiver;
beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(async () => {
  await receiver.close();
});

/** Waits until the subscription lists a delivery and answers its id. */
async function firstDeliveryId(token: string, subscriptionId: number): Promise<number> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const listed = await api('GET', `/api/company/webhooks/${subscriptionId}/deliveries`, { token });
    if (listed.body.deliveries?.length) return listed.body.deliveries[0].id as number;
    if (Date.now() > deadline) throw new Error(`no delivery for subscription ${subscriptionId}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('an installation token reaches only its own resources', () => {
  it('cannot read or rotate the company webhook secret, which signs the merchant subscriptions (403)', async () => {
    const merchant = await createTenant();
    const app = await installWithToken(merchant.token, receiver, ['webhooks']);

    const rotate = await api('POST', '/api/company/webhooks/secret/rotate', { token: app.token });
    expect(rotate.status).toBe(403);
    expect(rotate.text).not.toContain('whsec_');
    expect((await api('GET', '/api/company/webhooks/secret', { token: app.token })).status).toBe(403);
    expect((await api('GET', '/api/company/webhooks/secret', { token: merchant.token })).status).toBe(200);
  });

  it("answers 404 on the deliveries, one delivery, resend and test of the merchant's subscription; its own still work", async () => {
    const merchant = await createTenant();
    const app = await installWithToken(merchant.token, receiver, ['webhooks', 'members']);
    const own = await subscribe(merchant.token, `${receiver.url}/merchant`);
    const appSubscription = await subscribe(app.token, `${receiver.url}/app`);
    await createRep(merchant.token);
    const merchantDelivery = await firstDeliveryId(merchant.token, own.id);
    const appDelivery = await firstDeliveryId(app.token, appSubscription.id);

    const merchantPaths: Array<[string, string]> = [
      ['GET', `/api/company/webhooks/${own.id}/deliveries`],
      ['GET', `/api/company/webhooks/${own.id}/deliveries/${merchantDelivery}`],
      ['POST', `/api/company/webhooks/${own.id}/deliveries/${merchantDelivery}/resend`],
      ['POST', `/api/company/webhooks/${own.id}/test`],
    ];
    for (const [method, path] of merchantPaths) {
      const res = await api(method, path, { token: app.token });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
      expect(res.text).not.toContain('@example.com');
    }
    const recover = await api('POST', `/api/company/webhooks/${own.id}/deliveries/recover`, {
      token: app.token,
      body: { since: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(recover.status).toBe(404);

    expect(
      (await api('GET', `/api/company/webhooks/${appSubscription.id}/deliveries`, { token: app.token })).status,
    ).toBe(200);
    expect(
      (await api('GET', `/api/company/webhooks/${appSubscription.id}/deliveries/${appDelivery}`, { token: app.token }))
        .status,
    ).toBe(200);
    expect(
      (
        await api('POST', `/api/company/webhooks/${appSubscription.id}/deliveries/${appDelivery}/resend`, {
          token: app.token,
        })
      ).status,
    ).toBe(202);
    expect((await api('POST', `/api/company/webhooks/${appSubscription.id}/test`, { token: app.token })).status).toBe(
      202,
    );
    // The merchant still reaches every subscription of the company, the app's included.
    expect(
      (await api('GET', `/api/company/webhooks/${appSubscription.id}/deliveries`, { token: merchant.token })).status,
    ).toBe(200);
  });

  it("cannot reach another installation's subscription", async () => {
    const merchant = await createTenant();
    const first = await installWithToken(merchant.token, receiver, ['webhooks', 'members']);
    const second = await installWithToken(merchant.token, receiver, ['webhooks', 'members']);
    const theirs = await subscribe(first.token, `${receiver.url}/first`);

    expect((await api('GET', `/api/company/webhooks/${theirs.id}/deliveries`, { token: second.token })).status).toBe(
      404,
    );
    expect((await api('POST', `/api/company/webhooks/${theirs.id}/test`, { token: second.token })).status).toBe(404);
    expect(
      (
        await api('PUT', `/api/company/webhooks/${theirs.id}`, {
          token: second.token,
          body: { webhook: { active: false } },
        })
      ).status,
    ).toBe(404);
  });
});

describe("subscribing to a resource's events needs the permission that reads it", () => {
  it('a dit_ token with only the webhooks scope cannot subscribe to member events (403), with members it can', async () => {
    const merchant = await createTenant();
    const webhooksOnly = await installWithToken(merchant.token, receiver, ['webhooks']);
    expect((await api('GET', '/api/company/members', { token: webhooksOnly.token })).status).toBe(403);

    const refused = await api('POST', '/api/company/webhooks', {
      token: webhooksOnly.token,
      body: { webhook: { resource: 'member', event: 'created', url: `${receiver.url}/a` } },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('members.view');
    const orders = await api('POST', '/api/company/webhooks', {
      token: webhooksOnly.token,
      body: { webhook: { resource: 'order', event: 'created', url: `${receiver.url}/a` } },
    });
    expect(orders.status).toBe(403);

    const withMembers = await installWithToken(merchant.token, receiver, ['webhooks', 'members']);
    expect((await subscribe(withMembers.token, `${receiver.url}/b`)).id).toEqual(expect.any(Number));
  });

  it('applies to every kind of token, on create and on update', async () => {
    const merchant = await createTenant();
    const partner = await merchant.tokenWith({
      kind: 'partner',
      role: 'custom',
      permissions: ['webhooks.manage', 'events.view'],
    });
    const memberHook = await subscribe(merchant.token, `${receiver.url}/m`);

    const create = await api('POST', '/api/company/webhooks', {
      token: partner,
      body: { webhook: { resource: 'member', event: 'updated', url: `${receiver.url}/p` } },
    });
    expect(create.status).toBe(403);
    const update = await api('PUT', `/api/company/webhooks/${memberHook.id}`, {
      token: partner,
      body: { webhook: { url: `${receiver.url}/p` } },
    });
    expect(update.status).toBe(403);
    expect((await subscribe(partner, `${receiver.url}/e`, { resource: 'company_event', event: 'created' })).id).toEqual(
      expect.any(Number),
    );
  });
});
