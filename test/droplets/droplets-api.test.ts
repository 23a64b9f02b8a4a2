import { beforeAll, describe, expect, it } from 'vitest';
import { issueRootAdminToken } from '../../shared/use-cases/root-admin';
import { api } from '../helpers/http';
import { createTenant, type Tenant } from '../helpers/tenant';
import { createDroplet } from './support';

const OWNER_VIEW_KEYS = [
  'uuid',
  'name',
  'categories',
  'active',
  'publicly_available',
  'embed_url',
  'requested_scopes',
  'created_at',
  'settings',
  'app_extensions',
  'install_webhook_url',
  'uninstall_webhook_url',
  'widget_data_url',
  'lifecycle_contract_version',
].sort();
const PUBLIC_VIEW_KEYS = [
  'uuid',
  'name',
  'categories',
  'active',
  'publicly_available',
  'embed_url',
  'requested_scopes',
  'created_at',
  'settings',
  'app_extensions',
].sort();

let root: string;
beforeAll(async () => {
  root = (await issueRootAdminToken('droplet api tests')).secret;
});

describe('POST /api/droplets', () => {
  it('creates a private, inactive droplet with the owner view + updated_at and shows the lifecycle secret only once', async () => {
    const vendor = await createTenant();
    const res = await api('POST', '/api/droplets', {
      token: vendor.token,
      body: { droplet: { name: 'Loyalty', categories: ['marketing'] } },
    });
    expect(res.status).toBe(201);
    expect(res.body.lifecycle_secret).toMatch(/^dls_[A-Za-z0-9_-]{43}$/);
    expect(Object.keys(res.body.droplet).sort()).toEqual([...OWNER_VIEW_KEYS, 'updated_at'].sort());
    expect(res.body.droplet).toMatchObject({
      name: 'Loyalty',
      categories: ['marketing'],
      active: false,
      publicly_available: false,
      embed_url: null,
      settings: null,
      app_extensions: [],
      requested_scopes: [],
      install_webhook_url: null,
      uninstall_webhook_url: null,
      widget_data_url: null,
      lifecycle_contract_version: '2026-04',
    });

    const shown = await api('GET', `/api/droplets/${res.body.droplet.uuid}`, { token: vendor.token });
    expect(Object.keys(shown.body.droplet).sort()).toEqual(OWNER_VIEW_KEYS);
    const listed = await api('GET', '/api/droplets', { token: vendor.token });
    expect(listed.body.droplets.map((droplet: { uuid: string }) => droplet.uuid)).toEqual([res.body.droplet.uuid]);
    expect(listed.body.meta.pagination).toMatchObject({ total_count: 1 });
    for (const text of [shown.text, listed.text]) expect(text).not.toContain(res.body.lifecycle_secret);
  });

  it('needs droplets.manage (403 {message} otherwise)', async () => {
    const vendor = await createTenant();
    const token = await vendor.tokenWith({ permissions: ['company.view'] });
    const res = await api('POST', '/api/droplets', { token, body: { droplet: { name: 'No' } } });
    expect(res.status).toBe(403);
    expect(Object.keys(res.body)).toEqual(['message']);
  });
});

describe('GET /api/droplets/{uuid}: owner view for the owner and root admins, public view for others', () => {
  it.each([
    ['the owner', 'owner', OWNER_VIEW_KEYS],
    ['a root admin', 'root', OWNER_VIEW_KEYS],
    ['another company, once listed', 'other', PUBLIC_VIEW_KEYS],
  ] as const)('%s', async (_who, who, keys) => {
    const vendor = await createTenant();
    const { droplet } = await createDroplet(vendor.token, {
      active: true,
      install_webhook_url: 'https://vendor.example.com/install',
    });
    await api('PUT', `/api/droplets/${droplet.uuid}`, { token: root, body: { droplet: { publicly_available: true } } });
    const token = who === 'owner' ? vendor.token : who === 'root' ? root : (await createTenant()).token;
    const res = await api('GET', `/api/droplets/${droplet.uuid}`, { token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.droplet).sort()).toEqual(keys);
  });

  it('answers 404 to another company for a droplet that is not listed, and for an unknown uuid', async () => {
    const vendor = await createTenant();
    const other = await createTenant();
    const { droplet } = await createDroplet(vendor.token, { active: true });
    for (const uuid of [droplet.uuid, '00000000-0000-4000-8000-000000000000']) {
      const res = await api('GET', `/api/droplets/${uuid}`, { token: other.token });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({
        error_message: 'Droplet not found',
        errors: null,
        meta: { request_id: expect.any(String) },
      });
    }
  });
});

describe('PUT /api/droplets/{uuid}: root-admin fields and ownership (SPEC "Endpoints → Droplets")', () => {
  let vendor: Tenant;
  let uuid: string;
  beforeAll(async () => {
    vendor = await createTenant();
    uuid = (await createDroplet(vendor.token, { name: 'Original' })).droplet.uuid;
  });

  it.each([
    ['publicly_available: true', { publicly_available: true }],
    ['publicly_available: false (its current value: sending it at all counts)', { publicly_available: false }],
    ['company_id', { company_id: 1 }],
    ['company_id together with allowed fields', { company_id: 1, name: 'Renamed' }],
  ])('a non-root admin sending %s gets 401 {message} and nothing changes', async (_case, droplet) => {
    const res = await api('PUT', `/api/droplets/${uuid}`, { token: vendor.token, body: { droplet } });
    expect(res.status).toBe(401);
    expect(Object.keys(res.body)).toEqual(['message']);
    const shown = await api('GET', `/api/droplets/${uuid}`, { token: vendor.token });
    expect(shown.body.droplet).toMatchObject({ name: 'Original', publicly_available: false });
  });

  it('a regular admin updates active, name, embed_url, settings and categories of its own droplet (200, owner view + updated_at)', async () => {
    const { droplet } = await createDroplet(vendor.token);
    const settings = { marketplace_page: { title: 'Points' }, service_operational_countries: ['USA'] };
    const res = await api('PUT', `/api/droplets/${droplet.uuid}`, {
      token: vendor.token,
      body: {
        droplet: {
          active: true,
          name: 'Points',
          embed_url: 'https://points.example.com/app',
          settings,
          categories: ['loyalty'],
        },
      },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.droplet).sort()).toEqual([...OWNER_VIEW_KEYS, 'updated_at'].sort());
    expect(res.body.droplet).toMatchObject({
      active: true,
      name: 'Points',
      embed_url: 'https://points.example.com/app',
      categories: ['loyalty'],
      settings: {
        marketplace_page: { title: 'Points', logo_url: null, summary: null },
        details_page: null,
        service_operational_countries: ['USA'],
      },
    });
    expect(Date.parse(res.body.droplet.updated_at)).toBeGreaterThanOrEqual(Date.parse(droplet.updated_at));
  });

  it('null clears embed_url, install_webhook_url, uninstall_webhook_url and widget_data_url (reads answer them null when unset)', async () => {
    const urls = {
      embed_url: 'https://points.example.com/app',
      install_webhook_url: 'https://points.example.com/installed',
      uninstall_webhook_url: 'https://points.example.com/uninstalled',
      widget_data_url: 'https://points.example.com/data',
    };
    const { droplet } = await createDroplet(vendor.token, urls);
    expect(droplet).toMatchObject(urls);
    const cleared = { embed_url: null, install_webhook_url: null, uninstall_webhook_url: null, widget_data_url: null };
    const res = await api('PUT', `/api/droplets/${droplet.uuid}`, { token: vendor.token, body: { droplet: cleared } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.droplet).toMatchObject(cleared);
    expect((await api('GET', `/api/droplets/${droplet.uuid}`, { token: vendor.token })).body.droplet).toMatchObject(
      cleared,
    );
  });

  it('a root admin sets publicly_available on any droplet, and gives a droplet to another company with company_id', async () => {
    const { droplet } = await createDroplet(vendor.token);
    const buyer = await createTenant();
    const published = await api('PUT', `/api/droplets/${droplet.uuid}`, {
      token: root,
      body: { droplet: { publicly_available: true, name: 'By root' } },
    });
    expect(published.status).toBe(200);
    expect(published.body.droplet).toMatchObject({ publicly_available: true, name: 'By root' });

    const moved = await api('PUT', `/api/droplets/${droplet.uuid}`, {
      token: root,
      body: { droplet: { company_id: buyer.company.id } },
    });
    expect(moved.status).toBe(200);
    const buyerList = await api('GET', '/api/droplets', { token: buyer.token });
    expect(buyerList.body.droplets.map((entry: { uuid: string }) => entry.uuid)).toEqual([droplet.uuid]);
    const formerOwner = await api('PUT', `/api/droplets/${droplet.uuid}`, {
      token: vendor.token,
      body: { droplet: { name: 'Mine again' } },
    });
    expect(formerOwner.status).toBe(404);
  });

  it('a root admin naming a company that does not exist gets 422 on droplet.company_id', async () => {
    const res = await api('PUT', `/api/droplets/${uuid}`, {
      token: root,
      body: { droplet: { company_id: 999_999_999 } },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'droplet.company_id': ['is not an existing company'] });
  });

  it.each([
    ["another company's droplet", async () => (await createDroplet((await createTenant()).token)).droplet.uuid],
    ['an unknown uuid', async () => '00000000-0000-4000-8000-000000000000'],
  ])('a regular admin updating %s gets the 404 envelope', async (_case, target) => {
    const res = await api('PUT', `/api/droplets/${await target()}`, {
      token: vendor.token,
      body: { droplet: { name: 'Taken' } },
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error_message: 'Droplet not found', errors: null, meta: expect.any(Object) });
  });
});
