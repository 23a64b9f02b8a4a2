import { describe, expect, it } from 'vitest';
import { createEvent } from '../helpers/company-events';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';
import { createDroplet } from '../droplets/support';

/** The load: 20 connections writing the same items. */
const CONCURRENCY = 20;
/**
 * Updates that all must commit on one item are serialized by the store; 10 keep the slowest well
 * inside the local 10 s function timeout even on a loaded CI machine.
 */
const UPDATERS = 10;
const statuses = (responses: Array<{ status: number }>) => responses.map((res) => res.status);

describe('writes without a precondition retry instead of answering 409', () => {
  it(`${UPDATERS} concurrent updates of one company event all commit, in some order`, async () => {
    const tenant = await createTenant();
    const event = await createEvent(tenant);
    const updates = await Promise.all(
      Array.from({ length: UPDATERS }, (_, i) =>
        api('PUT', `/api/company/events/${event.id}`, { token: tenant.token, body: { event: { title: `Edit ${i}` } } }),
      ),
    );
    expect(statuses(updates)).toEqual(Array(UPDATERS).fill(200));
    const final = await api('GET', `/api/company/events/${event.id}`, { token: tenant.token });
    expect(updates.map((res) => res.body.event.title)).toContain(final.body.event.title);
  });

  it(`${CONCURRENCY} concurrent updates and deletes of one event answer 200 or 404, never 409`, async () => {
    const tenant = await createTenant();
    const event = await createEvent(tenant);
    const writes = await Promise.all(
      Array.from({ length: CONCURRENCY }, (_, i) =>
        i % 4 === 3
          ? api('DELETE', `/api/company/events/${event.id}`, { token: tenant.token })
          : api('PUT', `/api/company/events/${event.id}`, {
              token: tenant.token,
              body: { event: { location: `Room ${i}` } },
            }),
      ),
    );
    expect(statuses(writes).filter((status) => status !== 200 && status !== 404)).toEqual([]);
    expect(statuses(writes).filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect((await api('GET', `/api/company/events/${event.id}`, { token: tenant.token })).status).toBe(404);
  });

  it('concurrent bulk status changes of the same events never report 409 per id', async () => {
    const tenant = await createTenant();
    const ids = [(await createEvent(tenant)).id, (await createEvent(tenant)).id];
    const actions = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api('POST', '/api/company/events/bulk', {
          token: tenant.token,
          body: { action: i % 2 ? 'activate' : 'draft', ids },
        }),
      ),
    );
    expect(statuses(actions)).toEqual(Array(10).fill(200));
    expect(
      actions.flatMap((res) => res.body.results.filter((result: { success: boolean }) => !result.success)),
    ).toEqual([]);
  });

  it(`${CONCURRENCY} concurrent droplet updates all commit`, async () => {
    const tenant = await createTenant();
    const { droplet } = await createDroplet(tenant.token);
    const updates = await Promise.all(
      Array.from({ length: CONCURRENCY }, (_, i) =>
        api('PUT', `/api/droplets/${droplet.uuid}`, {
          token: tenant.token,
          body: { droplet: { categories: [`c${i}`] } },
        }),
      ),
    );
    expect(statuses(updates)).toEqual(Array(CONCURRENCY).fill(200));
  });
});
