import { describe, expect, it } from 'vitest';
import { issueRootAdminToken } from '../../shared/use-cases/root-admin';
import { api } from '../helpers/http';
import { createTenant } from '../helpers/tenant';
import { createDroplet } from './support';

/** A vendor's droplet listed in the marketplace (no lifecycle URLs: nothing to deliver). */
async function listedDroplet() {
  const vendor = await createTenant();
  const { droplet } = await createDroplet(vendor.token, { active: true });
  const root = await issueRootAdminToken('vendor operations');
  expect(
    (
      await api('PUT', `/api/droplets/${droplet.uuid}`, {
        token: root.secret,
        body: { droplet: { publicly_available: true } },
      })
    ).status,
  ).toBe(200);
  return { vendor, droplet, root: root.secret };
}

const install = async (token: string, uuid: string) =>
  (await api('POST', `/api/droplets/${uuid}/installations`, { token })).body.installation as { id: string };

describe("GET /api/droplets/{uuid}/installations (the vendor's view across companies)", () => {
  it("the owner and root admins see every company's installation, active or not; other companies get 404", async () => {
    const { vendor, droplet, root } = await listedDroplet();
    const [a, b] = await Promise.all([createTenant(), createTenant()]);
    const first = await install(a.token, droplet.uuid);
    const second = await install(b.token, droplet.uuid);
    await api('DELETE', `/api/droplet_installations/${first.id}`, { token: a.token });

    const res = await api('GET', `/api/droplets/${droplet.uuid}/installations`, { token: vendor.token });
    expect(res.status).toBe(200);
    expect(
      res.body.installations.map((entry: { id: string; company_id: number; active: boolean }) => [
        entry.id,
        entry.company_id,
        entry.active,
      ]),
    ).toEqual([
      [first.id, a.company.id, false],
      [second.id, b.company.id, true],
    ]);
    expect(res.body.meta.pagination).toEqual({ page: 1, per_page: 25, total_count: 2, total_pages: 1 });
    expect(
      (
        await api('GET', `/api/droplets/${droplet.uuid}/installations?per_page=1&page=2`, { token: root })
      ).body.installations.map((entry: { id: string }) => entry.id),
    ).toEqual([second.id]);
    expect((await api('GET', `/api/droplets/${droplet.uuid}/installations`, { token: b.token })).status).toBe(404);
  });
});

describe('DELETE /api/droplets/{uuid}', () => {
  it('is refused with 409 while any company has the droplet installed, and succeeds once all have uninstalled', async () => {
    const { vendor, droplet } = await listedDroplet();
    const merchant = await createTenant();
    const installation = await install(merchant.token, droplet.uuid);

    const refused = await api('DELETE', `/api/droplets/${droplet.uuid}`, { token: vendor.token });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual({ droplet: ['is installed'] });
    expect((await api('DELETE', `/api/droplets/${droplet.uuid}`, { token: merchant.token })).status).toBe(404);

    expect(
      (await api('DELETE', `/api/droplet_installations/${installation.id}`, { token: merchant.token })).status,
    ).toBe(200);
    const deleted = await api('DELETE', `/api/droplets/${droplet.uuid}`, { token: vendor.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.droplet).toEqual({ uuid: droplet.uuid });
    expect((await api('GET', `/api/droplets/${droplet.uuid}`, { token: vendor.token })).status).toBe(404);
    expect(
      (await api('GET', '/api/droplets/marketplace?per_page=100', { token: merchant.token })).body.droplets.map(
        (entry: { uuid: string }) => entry.uuid,
      ),
    ).not.toContain(droplet.uuid);
  });
});
