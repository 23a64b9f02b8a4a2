import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { createTenant, type Tenant } from '../helpers/tenant';
import { seedTheme } from '../helpers/themes';

const base = '/api/v202604/company/themes';

describe('themes API', () => {
  let tenant: Tenant;
  beforeAll(async () => {
    tenant = await createTenant();
  });

  async function newTheme(name = 'Dawn') {
    const created = await api('POST', base, { token: tenant.token, body: { theme: { name } } });
    expect(created.status).toBe(201);
    return created.body.theme as { id: number; active: boolean };
  }

  it('creates, lists, renames and activates themes; the active theme cannot be deleted', async () => {
    const theme = await newTheme();
    expect(theme.active).toBe(false);
    const renamed = await api('PUT', `${base}/${theme.id}`, {
      token: tenant.token,
      body: { theme: { name: 'Dawn 2' } },
    });
    expect(renamed.body.theme.name).toBe('Dawn 2');
    const activated = await api('POST', `${base}/${theme.id}/activate`, { token: tenant.token });
    expect(activated.body.theme.active).toBe(true);
    const list = await api('GET', base, { token: tenant.token });
    expect(list.body.themes.find((t: { id: number }) => t.id === theme.id).active).toBe(true);
    const refused = await api('DELETE', `${base}/${theme.id}`, { token: tenant.token });
    expect(refused.status).toBe(409);
  });

  it('refuses a template that does not parse with the Liquid error and its line', async () => {
    const theme = await newTheme();
    const response = await api('POST', `${base}/${theme.id}/templates`, {
      token: tenant.token,
      body: {
        template: { type: 'product', name: 'default', source: '<h1>{{ product.title }}</h1>\n{% if x %}\n{% for %}' },
      },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors.source[0]).toMatch(/^Liquid syntax error on line 3, column 1: /);
  });

  it('keeps error templates to the status codes that render', async () => {
    const theme = await newTheme();
    const response = await api('POST', `${base}/${theme.id}/templates`, {
      token: tenant.token,
      body: { template: { type: 'error_page', name: '500', source: 'x' } },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toHaveProperty('name');
  });

  it('versions a template: drafts do not change what is published; the first template of a name is its default', async () => {
    const theme = await newTheme();
    const created = await api('POST', `${base}/${theme.id}/templates`, {
      token: tenant.token,
      body: { template: { type: 'product', name: 'default', source: 'v1' } },
    });
    expect(created.status).toBe(201);
    const template = created.body.template;
    expect(template).toMatchObject({
      path: 'product/default/index.liquid',
      is_default: true,
      latest_version: 1,
      published_version: null,
    });

    const draft = await api('POST', `${base}/${theme.id}/templates/${template.id}/versions`, {
      token: tenant.token,
      body: { version: { source: 'v2' } },
    });
    expect(draft.status).toBe(201);
    expect(draft.body.version).toMatchObject({ version: 2, published: false });

    const published = await api('POST', `${base}/${theme.id}/templates/${template.id}/versions/1/publish`, {
      token: tenant.token,
    });
    expect(published.body.template.published_version).toBe(1);

    const shown = await api('GET', `${base}/${theme.id}/templates/${template.id}`, { token: tenant.token });
    expect(shown.body.versions.map((v: { version: number; published: boolean }) => [v.version, v.published])).toEqual([
      [1, true],
      [2, false],
    ]);
    const themeAfter = await api('GET', `${base}/${theme.id}`, { token: tenant.token });
    expect(themeAfter.body.theme.revision).toBeGreaterThan(0);
  });

  it('moves the default of a type and name to another template; a default cannot be deleted', async () => {
    const theme = await newTheme();
    const first = (
      await api('POST', `${base}/${theme.id}/templates`, {
        token: tenant.token,
        body: { template: { type: 'page', name: 'default', source: 'a' } },
      })
    ).body.template;
    const secondResponse = await api('POST', `${base}/${theme.id}/templates`, {
      token: tenant.token,
      body: { template: { type: 'page', name: 'default', source: 'b' } },
    });
    expect(secondResponse.text).toContain('template');
    const second = secondResponse.body.template;
    expect([first.is_default, second.is_default]).toEqual([true, false]);
    expect((await api('DELETE', `${base}/${theme.id}/templates/${first.id}`, { token: tenant.token })).status).toBe(
      409,
    );
    const promoted = await api('PUT', `${base}/${theme.id}/templates/${second.id}`, {
      token: tenant.token,
      body: { template: { is_default: true } },
    });
    expect(promoted.body.template.is_default).toBe(true);
    const list = (await api('GET', `${base}/${theme.id}/templates`, { token: tenant.token })).body.templates;
    expect(list.find((t: { id: number }) => t.id === first.id).is_default).toBe(false);
    expect((await api('DELETE', `${base}/${theme.id}/templates/${first.id}`, { token: tenant.token })).status).toBe(
      200,
    );
  });

  it('mints preview links bound to the company', async () => {
    const theme = await newTheme();
    const response = await api('POST', `${base}/${theme.id}/preview`, { token: tenant.token });
    expect(response.status).toBe(201);
    const url = new URL(response.body.preview_url);
    expect(url.hostname.startsWith(`${tenant.company.subdomain}.`)).toBe(true);
    expect(url.searchParams.get('preview_theme')).toBe(String(theme.id));
  });

  it('splits reads and writes by storefront permission and isolates companies', async () => {
    const theme = await newTheme();
    const viewer = await tenant.tokenWith({ permissions: ['storefront.view'] });
    expect((await api('GET', `${base}/${theme.id}`, { token: viewer })).status).toBe(200);
    expect((await api('POST', base, { token: viewer, body: { theme: { name: 'x' } } })).status).toBe(403);
    const other = await createTenant();
    expect((await api('GET', `${base}/${theme.id}`, { token: other.token })).status).toBe(404);
  });
});

describe('activating a theme that lacks a template kind the shop uses', () => {
  const activate = (shop: Tenant, themeId: number) => api('POST', `${base}/${themeId}/activate`, { token: shop.token });
  const missingKinds = (warnings: string[] | undefined) =>
    (warnings ?? []).map((warning) => /`(\w+)` template/.exec(warning)?.[1]).sort();

  it('names each missing kind in meta.warnings with what visitors will see, and only kinds in use', async () => {
    const shop = await createTenant({ name: 'Theme Gaps' });
    const complete = await seedTheme(shop, { 'home/default': 'Home', 'rep/default': 'Rep' }, { activate: false });
    const fresh = await activate(shop, complete);
    expect(fresh.status, fresh.text).toBe(200);
    expect(fresh.body.meta.warnings).toBeUndefined();

    const page = await api('POST', '/api/v202604/company/pages', {
      token: shop.token,
      body: { page: { title: 'About us', status: 'published', active: true } },
    });
    expect(page.status, page.text).toBe(201);
    const draft = await api('POST', '/api/v202604/company/collections', {
      token: shop.token,
      body: { collection: { title: 'Not yet', status: 'draft' } },
    });
    expect(draft.status, draft.text).toBe(201);

    const homeOnly = await seedTheme(shop, { 'home/default': 'Home' }, { activate: false });
    const gaps = await activate(shop, homeOnly);
    expect(gaps.status).toBe(200);
    expect(gaps.body.theme.active).toBe(true);
    // The live page and the rep sites are used; the draft collection is not.
    expect(missingKinds(gaps.body.meta.warnings)).toEqual(['page', 'rep']);
    expect(gaps.body.meta.warnings[0]).toContain("will see the theme's 404 page");

    const product = await api('POST', '/api/v202604/company/products', {
      token: shop.token,
      body: {
        product: {
          title: 'Mug',
          status: 'published',
          public: true,
          variants: [{ title: 'Mug', countries: [{ country: shop.company.country_code, price: 900 }] }],
        },
      },
    });
    expect(product.status, product.text).toBe(201);
    const again = await activate(shop, complete);
    expect(missingKinds(again.body.meta.warnings)).toEqual(['cart', 'checkout', 'order', 'page', 'product']);
  });
});
