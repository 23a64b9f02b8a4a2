import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findEventDefinition } from '../../shared/domains/event-catalog/catalog';
import { verifyDelivery } from '../../shared/sdk/verify';
import { api } from '../helpers/http';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { createTenant } from '../helpers/tenant';
import { subscribe } from '../helpers/webhooks';

let receiver: Receiver;
beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(async () => {
  await receiver.close();
});

describe('POST /api/company/webhooks/{id}/test', () => {
  it("delivers a signed sample of the event (the schema endpoint's example payload, with the caller's company id) to that subscription only; the deliveries list and inspect show it", async () => {
    const tenant = await createTenant();
    const { id, authToken } = await subscribe(tenant.token, `${receiver.url}/tested`);
    await subscribe(tenant.token, `${receiver.url}/other`);

    const res = await api('POST', `/api/company/webhooks/${id}/test`, { token: tenant.token });
    expect(res.status).toBe(202);
    expect(res.body.delivery).toMatchObject({ id: expect.any(Number), name: 'member_created', status: 'pending' });

    const [request] = await receiver.waitFor(1);
    expect(verifyDelivery(request!.rawBody, request!.headers, authToken)).toMatchObject({ ok: true });
    const envelope = JSON.parse(request!.rawBody);
    const published = await api('GET', '/api/webhooks/schemas/member_created', { token: tenant.token });
    expect(envelope).toMatchObject({ id: res.body.delivery.id, name: 'member_created' });
    expect(envelope.payload).toEqual({ ...published.body.schema.example, company_id: tenant.company.id });
    expect(envelope.payload).toMatchObject({
      member: findEventDefinition('member', 'created')!.example,
      event_name: 'member_created',
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.requests).toHaveLength(1); // the other subscription to member_created got nothing

    await expect
      .poll(
        async () => (await api('GET', '/api/company/webhooks/resources/member', { token: tenant.token })).body?.id,
        { timeout: 10_000 },
      )
      .toBe(envelope.id);
    const listed = await api('GET', `/api/company/webhooks/${id}/deliveries`, { token: tenant.token });
    expect(
      listed.body.deliveries.map((delivery: { id: number; status: string }) => [delivery.id, delivery.status]),
    ).toEqual([[envelope.id, 'delivered']]);
  });

  it("answers 422 for an inactive subscription and 404 for another company's", async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const { id } = await subscribe(tenant.token, receiver.url);
    expect((await api('POST', `/api/company/webhooks/${id}/test`, { token: other.token })).status).toBe(404);
    expect(
      (await api('PUT', `/api/company/webhooks/${id}`, { token: tenant.token, body: { webhook: { active: false } } }))
        .status,
    ).toBe(200);
    const inactive = await api('POST', `/api/company/webhooks/${id}/test`, { token: tenant.token });
    expect(inactive.status).toBe(422);
    expect(inactive.body.errors).toEqual({ webhook: [expect.stringContaining('inactive')] });
  });
});
