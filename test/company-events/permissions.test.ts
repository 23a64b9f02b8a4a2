import { beforeAll, describe, expect, it } from 'vitest';
import { createEvent, eventInput } from '../helpers/company-events';
import { api } from '../helpers/http';
import { createTenant, type Tenant } from '../helpers/tenant';

let tenant: Tenant;
let eventId: number;
let viewOnly: string;
let unrelated: string;
beforeAll(async () => {
  tenant = await createTenant();
  eventId = (await createEvent(tenant)).id;
  viewOnly = await tenant.tokenWith({ permissions: ['events.view'] });
  unrelated = await tenant.tokenWith({ permissions: ['company.view'] });
});

const reads = () =>
  [
    ['GET', '/api/company/events', undefined],
    ['GET', `/api/company/events/${eventId}`, undefined],
    ['GET', `/api/company/events/${eventId}/notifications`, undefined],
  ] as const;
const writes = () =>
  [
    ['POST', '/api/company/events', { event: eventInput() }],
    ['PUT', `/api/company/events/${eventId}`, { event: { title: 'x' } }],
    ['DELETE', `/api/company/events/${eventId}`, undefined],
    ['POST', `/api/company/events/${eventId}/duplicate`, undefined],
    ['POST', '/api/company/events/bulk', { action: 'delete', ids: [eventId] }],
    ['POST', `/api/company/events/${eventId}/notify`, { countries: ['US'] }],
  ] as const;

describe('SPEC "Authentication" 9: View only (events.view) lists and shows; Full access (events.manage) for the rest', () => {
  it('events.view can read every read endpoint', async () => {
    for (const [method, path] of reads())
      expect((await api(method, path, { token: viewOnly })).status, `${method} ${path}`).toBe(200);
  });

  it('events.view gets 403 on every write, and nothing changes', async () => {
    for (const [method, path, body] of writes()) {
      const res = await api(method, path, { token: viewOnly, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual({ message: 'This token lacks the events.manage permission' });
    }
    expect((await api('GET', `/api/company/events/${eventId}`, { token: tenant.token })).body.event.title).toBe(
      'Spring kickoff',
    );
  });

  it('a token without events.view cannot even read', async () => {
    for (const [method, path] of reads())
      expect((await api(method, path, { token: unrelated })).status, `${method} ${path}`).toBe(403);
  });

  it('no token → 401 with the bare body', async () => {
    const res = await api('GET', '/api/company/events');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
  });
});
