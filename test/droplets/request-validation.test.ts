import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { createTenant, type Tenant } from '../helpers/tenant';
import { createDroplet } from './support';

let vendor: Tenant;
let uuid: string;
beforeAll(async () => {
  vendor = await createTenant();
  uuid = (await createDroplet(vendor.token)).droplet.uuid;
});

const put = (droplet: unknown) => api('PUT', `/api/droplets/${uuid}`, { token: vendor.token, body: { droplet } });
const feature = { name: 'Points', summary: 'Earn points', details: 'On every order' };

describe('PUT /api/droplets/{uuid}: request forms refused with 422 per field (SPEC "DropletSettings" request variants, "Limits")', () => {
  it.each([
    ['an empty name (strings have minLength 1)', { name: '' }, 'droplet.name'],
    ['an empty category', { categories: [''] }, 'droplet.categories.0'],
    ['a non-boolean active', { active: 'yes' }, 'droplet.active'],
    [
      'a marketplace page without title',
      { settings: { marketplace_page: { summary: 'Short' } } },
      'droplet.settings.marketplace_page.title',
    ],
    [
      'a marketplace page with an empty summary',
      { settings: { marketplace_page: { title: 'T', summary: '' } } },
      'droplet.settings.marketplace_page.summary',
    ],
    [
      'a details page without title',
      { settings: { details_page: { features: null } } },
      'droplet.settings.details_page.title',
    ],
    [
      'a details page with an empty title',
      { settings: { details_page: { title: '' } } },
      'droplet.settings.details_page.title',
    ],
    [
      'a feature without summary',
      { settings: { details_page: { title: 'T', features: [{ name: 'N', details: 'D' }] } } },
      'droplet.settings.details_page.features.0.summary',
    ],
    [
      'a feature without details',
      { settings: { details_page: { title: 'T', features: [{ name: 'N', summary: 'S' }] } } },
      'droplet.settings.details_page.features.0.details',
    ],
    [
      'a feature without name',
      { settings: { details_page: { title: 'T', features: [{ summary: 'S', details: 'D' }] } } },
      'droplet.settings.details_page.features.0.name',
    ],
    [
      'a feature with an empty image_url',
      { settings: { details_page: { title: 'T', features: [{ ...feature, image_url: '' }] } } },
      'droplet.settings.details_page.features.0.image_url',
    ],
    [
      'a javascript: logo_url',
      { settings: { marketplace_page: { title: 'T', logo_url: 'javascript:alert(1)' } } },
      'droplet.settings.marketplace_page.logo_url',
    ],
    [
      'a lower-case country',
      { settings: { service_operational_countries: ['usa'] } },
      'droplet.settings.service_operational_countries.0',
    ],
    [
      'an alpha-2 country',
      { settings: { service_operational_countries: ['US'] } },
      'droplet.settings.service_operational_countries.0',
    ],
    [
      'a 4-letter country',
      { settings: { service_operational_countries: ['USAA'] } },
      'droplet.settings.service_operational_countries.0',
    ],
    [
      'countries as a string',
      { settings: { service_operational_countries: 'USA' } },
      'droplet.settings.service_operational_countries',
    ],
    ['an unknown scope', { requested_scopes: ['root'] }, 'droplet.requested_scopes.0'],
    ['an empty embed_url', { embed_url: '' }, 'droplet.embed_url'],
    ['an install_webhook_url that is not a URL', { install_webhook_url: 'not a url' }, 'droplet.install_webhook_url'],
    [
      'a widget_data_url at the cloud metadata address (webhook target rules)',
      { widget_data_url: 'http://169.254.169.254/latest/meta-data' },
      'droplet.widget_data_url',
    ],
    [
      'a widget_data_url with credentials',
      { widget_data_url: 'https://user:pass@widgets.example.com/data' },
      'droplet.widget_data_url',
    ],
    [
      'an uninstall_webhook_url on a non-http scheme',
      { uninstall_webhook_url: 'ftp://vendor.example.com/bye' },
      'droplet.uninstall_webhook_url',
    ],
  ])('%s → errors[%j]', async (_case, droplet, field) => {
    const res = await put(droplet);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error_message: expect.any(String), meta: { request_id: expect.any(String) } });
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it('refuses a body without the droplet object', async () => {
    const res = await api('PUT', `/api/droplets/${uuid}`, { token: vendor.token, body: { name: 'x' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['name', 'droplet']); // the stray key is named too
  });
});

describe('PUT /api/droplets/{uuid}: request forms accepted', () => {
  it.each([
    ['an empty droplet object (every field optional)', {}],
    ['countries null (everywhere)', { settings: { service_operational_countries: null } }],
    ['countries empty (nowhere)', { settings: { service_operational_countries: [] } }],
    [
      'a feature with only its required fields, optional urls left out',
      { settings: { details_page: { title: 'T', features: [feature] } } },
    ],
    ['settings null', { settings: null }],
  ])('%s → 200', async (_case, droplet) => {
    expect((await put(droplet)).status).toBe(200);
  });

  it('stores widget_data_url (null until declared) and answers the response form of settings with optional fields as null', async () => {
    const { droplet } = await createDroplet(vendor.token);
    expect(droplet.widget_data_url).toBeNull();
    const res = await api('PUT', `/api/droplets/${droplet.uuid}`, {
      token: vendor.token,
      body: {
        droplet: {
          widget_data_url: 'https://widgets.example.com/data',
          settings: { details_page: { title: 'Details', features: [feature] } },
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.droplet.widget_data_url).toBe('https://widgets.example.com/data');
    expect(res.body.droplet.settings).toEqual({
      marketplace_page: null,
      details_page: {
        title: 'Details',
        logo_url: null,
        summary: null,
        features: [{ ...feature, image_url: null, video_url: null }],
      },
      service_operational_countries: null,
    });
  });

  it('replaces only the settings fields sent; settings: null clears them all', async () => {
    const { droplet } = await createDroplet(vendor.token, {
      settings: { marketplace_page: { title: 'Market' }, service_operational_countries: ['DEU'] },
    });
    const partial = await api('PUT', `/api/droplets/${droplet.uuid}`, {
      token: vendor.token,
      body: { droplet: { settings: { service_operational_countries: ['FRA'] } } },
    });
    expect(partial.body.droplet.settings).toMatchObject({
      marketplace_page: { title: 'Market' },
      service_operational_countries: ['FRA'],
    });
    const cleared = await api('PUT', `/api/droplets/${droplet.uuid}`, {
      token: vendor.token,
      body: { droplet: { settings: null } },
    });
    expect(cleared.body.droplet.settings).toBeNull();
  });
});
