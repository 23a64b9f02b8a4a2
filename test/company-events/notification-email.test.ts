import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { addCountries, addMember, createEvent } from '../helpers/company-events';
import { createTenant } from '../helpers/tenant';

/** Messages the local mailbox holds for one address. */
async function mailTo(address: string): Promise<Array<{ subject: string; text?: string; body?: string }>> {
  const res = await fetch(`${inject('baseUrl')}/_local/mailbox?to=${encodeURIComponent(address)}`);
  return ((await res.json()) as { messages: Array<{ subject: string }> }).messages;
}

describe('notification e-mail channel', () => {
  it('e-mails every recipient of a Send Notification exactly once (stream consumer of the notification records)', async () => {
    const tenant = await createTenant();
    await addCountries(tenant, ['DE']);
    const rep = await addMember(tenant, { type: 'rep', country_code: 'DE' });
    const outside = await addMember(tenant, { type: 'rep', country_code: 'US' });
    const event = await createEvent(tenant, { title: 'Berlin meetup', available_countries: ['DE'] });

    const res = await api('POST', `/api/company/events/${event.id}/notify`, {
      token: tenant.token,
      body: { countries: ['DE'] },
    });
    expect(res.status).toBe(201);

    const repEmail = (rep as { email?: string }).email!;
    await expect.poll(async () => (await mailTo(repEmail)).length, { timeout: 10_000, interval: 200 }).toBe(1);
    const [message] = await mailTo(repEmail);
    expect(message!.subject).toBe('Berlin meetup');
    await new Promise((r) => setTimeout(r, 1000));
    expect(await mailTo(repEmail)).toHaveLength(1);
    expect(await mailTo((outside as { email?: string }).email!)).toHaveLength(0);
  });
});

describe('notifications per member', () => {
  it("lists what a member received, newest first, and 404s for another company's member", async () => {
    const [tenant, other] = await Promise.all([createTenant(), createTenant()]);
    await addCountries(tenant, ['FR']);
    const rep = await addMember(tenant, { type: 'rep', country_code: 'FR' });
    const first = await createEvent(tenant, { title: 'First', available_countries: ['FR'] });
    const second = await createEvent(tenant, { title: 'Second', available_countries: ['FR'] });
    for (const event of [first, second]) {
      expect(
        (
          await api('POST', `/api/company/events/${event.id}/notify`, {
            token: tenant.token,
            body: { countries: ['FR'] },
          })
        ).status,
      ).toBe(201);
    }
    const res = await api('GET', `/api/company/members/${rep.id}/event_notifications`, { token: tenant.token });
    expect(res.status).toBe(200);
    expect(res.body.notifications.map((n: { event_id: number }) => n.event_id)).toEqual([second.id, first.id]);
    expect(res.body.meta.pagination).toMatchObject({ total_count: 2 });
    expect(
      (await api('GET', `/api/company/members/${rep.id}/event_notifications`, { token: other.token })).status,
    ).toBe(404);
  });
});
