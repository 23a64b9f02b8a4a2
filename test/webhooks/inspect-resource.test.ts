import { describe, expect, it } from 'vitest';
import { eventCatalog } from '../../shared/events/catalog';
import { buildDeliveryPayload } from '../../shared/events/payload';
import { recordLastDelivery } from '../../shared/webhooks/last-delivery';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';

const member = eventCatalog.find((definition) => definition.identifier === 'member_updated')!;

function envelope(companyId: number, id: number, timestamp: string) {
  return { id, identifier: `dlv_${id}`, name: 'member_updated', timestamp, payload: buildDeliveryPayload({ companyId, resource: 'member', event: 'updated', data: member.example }) };
}

async function subscribedTenant() {
  const tenant = await createTenant();
  await api('POST', '/api/company/webhooks', { token: tenant.token, body: { webhook: { resource: 'member', event: 'updated', url: 'https://hooks.example.com/x', active: false } } });
  return tenant;
}

describe('GET /api/company/webhooks/resources/{resource_name}', () => {
  it('answers the most recent delivered envelope of the resource', async () => {
    const tenant = await subscribedTenant();
    const delivered = envelope(tenant.company.id, 11, '2026-04-20T10:00:00.000Z');
    await recordLastDelivery(tenant.company.id, 'member', delivered);
    const res = await api('GET', '/api/company/webhooks/resources/member', { token: tenant.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...delivered, status: 200, meta: expect.any(Object) });
  });

  it('also accepts the namespaced resource name', async () => {
    const tenant = await subscribedTenant();
    await recordLastDelivery(tenant.company.id, 'member', envelope(tenant.company.id, 12, '2026-04-20T10:00:00.000Z'));
    const res = await api('GET', `/api/company/webhooks/resources/${encodeURIComponent('Service::Member')}`, { token: tenant.token });
    expect(res.body.id).toBe(12);
  });

  it('keeps the newest event when an older one is delivered late (a retry)', async () => {
    const tenant = await subscribedTenant();
    await recordLastDelivery(tenant.company.id, 'member', envelope(tenant.company.id, 2, '2026-04-20T10:00:05.000Z'));
    await recordLastDelivery(tenant.company.id, 'member', envelope(tenant.company.id, 1, '2026-04-20T10:00:00.000Z'));
    const res = await api('GET', '/api/company/webhooks/resources/member', { token: tenant.token });
    expect(res.body.id).toBe(2);
  });

  it.each([
    ['an unknown resource', 'spaceship', true],
    ['a resource the company has no subscription to', 'company_event', true],
    ['a subscribed resource with nothing delivered yet', 'member', false],
  ])('404 {message, status} for %s', async (_case, resource, recordOther) => {
    const tenant = await subscribedTenant();
    if (recordOther) await recordLastDelivery(tenant.company.id, resource, envelope(tenant.company.id, 3, '2026-04-20T10:00:00.000Z'));
    const res = await api('GET', `/api/company/webhooks/resources/${resource}`, { token: tenant.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: expect.any(String), status: 404 });
  });

  it("never shows another company's deliveries", async () => {
    const [owner, other] = await Promise.all([subscribedTenant(), subscribedTenant()]);
    await recordLastDelivery(owner.company.id, 'member', envelope(owner.company.id, 4, '2026-04-20T10:00:00.000Z'));
    expect((await api('GET', '/api/company/webhooks/resources/member', { token: other.token })).status).toBe(404);
  });
});
