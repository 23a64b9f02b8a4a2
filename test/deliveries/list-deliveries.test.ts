import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { createTenant, type Tenant } from '../helpers/tenant';
import { createRep, subscribe } from '../helpers/webhooks';

let receiver: Receiver;
let tenant: Tenant;
let subscriptionId: number;
let newestFirst: number[];
beforeAll(async () => {
  receiver = await startReceiver();
  tenant = await createTenant();
  ({ id: subscriptionId } = await subscribe(tenant.token, receiver.url));
  for (let i = 0; i < 5; i++) await createRep(tenant.token);
  await receiver.waitFor(5);
  newestFirst = receiver.requests.map((request) => JSON.parse(request.rawBody).id as number).sort((a, b) => b - a);
  // The attempt is recorded just after the receiver answers.
  for (let tries = 0; tries < 100; tries++) {
    const { deliveries } = (await list('')).body;
    if (deliveries.length === 5 && deliveries.every((delivery: { status: string }) => delivery.status === 'delivered'))
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});
afterAll(async () => {
  await receiver.close();
});

const list = (query: string) =>
  api('GET', `/api/company/webhooks/${subscriptionId}/deliveries${query}`, { token: tenant.token });

describe('GET /api/company/webhooks/{id}/deliveries: offset pagination like the admin surface (SPEC "Versioning" 4)', () => {
  it.each([
    ['?page=1&per_page=2', 0, 2],
    ['?page=2&per_page=2', 2, 4],
    ['?page=3&per_page=2', 4, 5],
    ['?page=4&per_page=2', 5, 5],
  ])('%s answers that slice of the deliveries, newest first, with page meta', async (query, from, to) => {
    const res = await list(query);
    expect(res.status).toBe(200);
    expect(res.body.deliveries.map((delivery: { id: number }) => delivery.id)).toEqual(newestFirst.slice(from, to));
    expect(res.body.meta.pagination).toEqual({
      page: Number(new URLSearchParams(query).get('page')),
      per_page: 2,
      total_count: 5,
      total_pages: 3,
    });
  });

  it('defaults to page 1 of 25 and carries each delivery with its attempt log', async () => {
    const res = await list('');
    expect(res.body.meta.pagination).toEqual({ page: 1, per_page: 25, total_count: 5, total_pages: 1 });
    expect(res.body.deliveries[0]).toMatchObject({
      id: newestFirst[0],
      name: 'member_created',
      attempts: [expect.objectContaining({ status_code: 200 })],
    });
  });

  it('refuses per_page over 100 with 422 keyed by the parameter', async () => {
    const res = await list('?per_page=101');
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('per_page');
  });
});
