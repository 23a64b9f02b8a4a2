import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../helpers/http';
import { createTenant, type Tenant } from '../helpers/tenant';
import { seedTheme, visit } from '../helpers/themes';

const layout =
  '<html><head>{{ content_for_header }}</head><body data-page="{{ request.page_type }}">{{ content_for_layout }}{{ content_for_footer }}</body></html>';
const errorTemplate =
  '<h1>{{ error.status_code }} {{ error.status_message }}</h1><p class="t">{{ "errors.gone" | t }}</p><a href="{{ shop_url }}">{{ base_url }}</a><img src="{{ logo_url }}">';
const theme = {
  'layout/theme': layout,
  'home/default':
    '<main>Home of {{ shop.name }}{% if rep %} with {{ rep.full_name }}{% endif %}</main><form method="post"><input name="form_token" value="{{ form_token }}"></form>',
  'rep/default': '<main>Rep site of {{ rep.full_name }}</main>',
  'error_page/404': errorTemplate,
  'error_page/503': errorTemplate,
  'locale/en': JSON.stringify({ errors: { gone: 'Gone' } }),
  'locale/es': JSON.stringify({ errors: { gone: 'Desaparecido' } }),
};

/** A GET with an explicit Host header (fetch does not let a caller set Host). */
function getWithHost(path: string, host: string): Promise<{ status: number; text: string }> {
  const base = new URL(inject('baseUrl'));
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname: base.hostname, port: base.port, path, headers: { host, accept: 'text/html' } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function createRep(tenant: Tenant, options: { active?: boolean } = {}) {
  const username = `rep${randomUUID().slice(0, 8)}`;
  const created = await api('POST', '/api/company/members', {
    token: tenant.token,
    body: {
      member: {
        type: 'rep',
        email: `${username}@example.com`,
        first_name: 'Rita',
        last_name: 'Rep',
        username,
        country_code: tenant.company.country_code,
        active: options.active ?? true,
      },
    },
  });
  expect(created.status, created.text).toBe(201);
  return username;
}

describe('rendered storefront: pages and error pages (SPEC "Storefront error pages")', () => {
  let shop: Tenant;
  let rep: string;
  let inactiveRep: string;
  beforeAll(async () => {
    shop = await createTenant({ name: 'Acme Shop' });
    await seedTheme(shop, theme);
    await api('PUT', '/api/v202604/company/storefront_settings', {
      token: shop.token,
      body: {
        storefront_settings: {
          logo_url: 'https://cdn.example.com/logo.png',
          global_embeds: [
            { name: 'analytics', position: 'head', html: '<script id="head-embed"></script>' },
            { name: 'chat', position: 'body_end', html: '<script id="footer-embed"></script>' },
          ],
          region_rules: [{ path: '/', disabled_countries: ['DE'] }],
        },
      },
    });
    rep = await createRep(shop);
    inactiveRep = await createRep(shop, { active: false });
  });

  it('renders the home page inside the layout with every embed and a canonical link', async () => {
    const page = await visit(shop, '/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('Home of Acme Shop');
    expect(page.text).toContain('data-page="home"');
    expect(page.text).toContain('id="head-embed"');
    expect(page.text).toContain('id="footer-embed"');
    expect(page.text).toContain('rel="canonical"');
  });

  describe.each([
    // [rule, path, headers, status, location]
    ['2: no storefront route matches', '/no/such/route/here', {}, 404, null],
    ['2: page disabled for the visitor country', '/', { 'x-visitor-country': 'DE' }, 404, null],
    ['2: a page with its own direct path through a rep link', () => `/${rep}/pages/about`, {}, 404, null],
    ['2: an inactive rep site', () => `/${inactiveRep}`, {}, 404, null],
    ['2: a non-HTML request is redirected to /404', '/no/such/route', { accept: 'application/json' }, 302, '/404'],
    ['4: a rep link naming no rep goes home', '/nobody-here/products/x', {}, 302, '/'],
    ['4: an unknown share link goes to /404', '/s/unknown-token', {}, 302, '/404'],
  ] as const)('rule %s', (_rule, path, headers, status, location) => {
    it(`answers ${status}`, async () => {
      const url = typeof path === 'function' ? path() : path;
      const page = await visit(shop, url, headers);
      expect(page.status).toBe(status);
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      if (location) {
        expect(page.headers.get('location')).toBe(location);
        return;
      }
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.text).toContain('<h1>404 Page not found</h1>');
      expect(page.text).toContain('data-page="error_page"');
      expect(page.text).not.toContain('noindex');
    });
  });

  it('7: error pages carry the error variables, base and shop urls, logo, and only head embeds', async () => {
    const page = await visit(shop, '/missing/page/x');
    expect(page.text).toContain('<img src="https://cdn.example.com/logo.png">');
    expect(page.text).toMatch(/<a href="http:\/\/[^"]+">http:\/\/[^<]+<\/a>/);
    expect(page.text).toContain('id="head-embed"');
    expect(page.text).not.toContain('id="footer-embed"');
    expect(page.text).not.toContain('rel="canonical"');
  });

  it('8: error pages are English whatever the visitor language, except a missing rep site', async () => {
    const english = await visit(shop, '/missing/page/x', { 'accept-language': 'es-ES' });
    expect(english.text).toContain('<p class="t">Gone</p>');
    const localized = await visit(shop, `/${inactiveRep}`, { 'accept-language': 'es-ES' });
    expect(localized.status).toBe(404);
    expect(localized.text).toContain('<p class="t">Desaparecido</p>');
    expect(localized.text).toContain('Page not found');
  });

  it('4: a single segment naming a rep shows the rep site; naming no rep shows the home page', async () => {
    const site = await visit(shop, `/${rep}`);
    expect(site.status).toBe(200);
    expect(site.text).toContain('Rep site of Rita Rep');
    const home = await visit(shop, '/nobody-at-all');
    expect(home.status).toBe(200);
    expect(home.text).toContain('Home of Acme Shop');
  });

  it('rep links render the page in the rep context', async () => {
    const page = await visit(shop, `/${rep}/`);
    expect(page.status).toBe(200);
  });

  it('2, 9: /404 answers JSON clients with a JSON error body, sent `private, no-store`', async () => {
    const response = await api('GET', '/404', {
      headers: { 'x-service-shop': shop.company.subdomain, accept: 'application/json' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.body).toMatchObject({
      error_message: expect.any(String),
      errors: null,
      meta: { request_id: expect.any(String) },
    });
  });

  it('3: a form posted without a valid form token fails the security check with the 503 page', async () => {
    const response = await api('POST', '/', {
      redirect: 'manual',
      headers: { 'x-service-shop': shop.company.subdomain, 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: 'form_token=123.forged&email=a%40b.c',
    });
    expect(response.status).toBe(503);
    expect(response.text).toContain('<h1>503 Something went wrong</h1>');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('3: a form posted with the token its page rendered is accepted', async () => {
    const page = await visit(shop, '/');
    const token = /name="form_token" value="([^"]+)"/.exec(page.text)![1]!;
    const response = await api('POST', '/', {
      redirect: 'manual',
      headers: { 'x-service-shop': shop.company.subdomain, 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: `form_token=${encodeURIComponent(token)}`,
    });
    expect(response.status).toBe(302);
  });

  it('3: a form posted to a protocol-relative path redirects within the shop, never to another host', async () => {
    const page = await visit(shop, '/');
    const token = /name="form_token" value="([^"]+)"/.exec(page.text)![1]!;
    for (const path of ['//evil.example', '/%5Cevil.example']) {
      const response = await api('POST', path, {
        redirect: 'manual',
        headers: { 'x-service-shop': shop.company.subdomain, 'content-type': 'application/x-www-form-urlencoded' },
        rawBody: `form_token=${encodeURIComponent(token)}`,
      });
      expect(response.status, path).toBe(302);
      const location = response.headers.get('location')!;
      expect(location, path).toMatch(/^\/[^/\\]/);
      expect(new URL(location, 'https://shop.example').host, path).toBe('shop.example');
    }
  });

  it('unmatched /api paths still answer the JSON envelopes, 405 included', async () => {
    const missing = await api('GET', '/api/no/such/thing');
    expect(missing.status).toBe(404);
    expect(missing.body.error_message).toMatch(/No route matches/);
    const wrongMethod = await api('GET', '/api/auth/sign_in_links');
    expect(wrongMethod.status).toBe(405);
  });
});

describe('rendered storefront: fallbacks and answers outside theme control', () => {
  it('5: without a published error template the static branded page shows (404), and an unexpected error is a 500', async () => {
    const shop = await createTenant({ name: 'Plain Shop' });
    await seedTheme(shop, { 'layout/theme': layout, 'home/default': "{% render 'no-such-snippet' %}" });
    const missing = await visit(shop, '/no/route/here');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Plain Shop');
    expect(missing.text).toContain('Page not found');
    const broken = await visit(shop, '/');
    expect(broken.status).toBe(500);
    expect(broken.text).toContain('Something went wrong');
    expect(broken.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a published page whose kind the active theme has no template for renders the theme 404, not the 503 path', async () => {
    const shop = await createTenant({ name: 'No Product Template' });
    await seedTheme(shop, {
      'layout/theme': layout,
      'home/default': '<main>Home</main>',
      'error_page/404': errorTemplate,
      'error_page/503': errorTemplate,
    });
    const product = await api('POST', '/api/v202604/company/products', {
      token: shop.token,
      body: {
        product: {
          title: 'Lonely Mug',
          status: 'published',
          public: true,
          variants: [{ title: 'Mug', countries: [{ country: shop.company.country_code, price: 900 }] }],
        },
      },
    });
    expect(product.status, product.text).toBe(201);

    const page = await visit(shop, '/products/lonely-mug');

    expect(page.status).toBe(404);
    expect(page.text).toContain('<h1>404 Page not found</h1>');
    expect((await visit(shop, '/')).status).toBe(200);
  });

  it('3: a template error renders the theme 503 page', async () => {
    const shop = await createTenant();
    await seedTheme(shop, {
      'layout/theme': layout,
      'home/default': "{% render 'no-such-snippet' %}",
      'error_page/503': errorTemplate,
    });
    const page = await visit(shop, '/');
    expect(page.status).toBe(503);
    expect(page.text).toContain('<h1>503 Something went wrong</h1>');
  });

  it('3: an endless loop ends in the 503 path in bounded time', async () => {
    const shop = await createTenant();
    await seedTheme(shop, {
      'layout/theme': layout,
      'home/default': '{% for i in (1..100000) %}{% for j in (1..100000) %}{{ j }}{% endfor %}{% endfor %}',
      'error_page/503': errorTemplate,
    });
    const started = Date.now();
    const page = await visit(shop, '/');
    expect(page.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('6: a storefront paused for billing answers a fixed, unindexed, uncached 503', async () => {
    const shop = await createTenant({ name: 'Paused Shop' });
    await seedTheme(shop, theme);
    const root = await api('PUT', `/api/platform/companies/${shop.company.id}/storefront_billing_pause`, {
      token: inject('demo').root_admin_token,
      body: { billing_paused: true },
    });
    expect(root.status).toBe(200);
    const page = await visit(shop, '/');
    expect(page.status).toBe(503);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.text).toContain('Paused Shop');
    const refused = await api('PUT', `/api/platform/companies/${shop.company.id}/storefront_billing_pause`, {
      token: shop.token,
      body: { billing_paused: false },
    });
    expect(refused.status).toBe(401);
  });

  it('6: a blocked IP address gets 403 with a JSON body', async () => {
    const shop = await createTenant();
    await seedTheme(shop, theme);
    await api('PUT', '/api/v202604/company/storefront_settings', {
      token: shop.token,
      body: { storefront_settings: { blocked_ips: ['127.0.0.0/8', '::1'] } },
    });
    const page = await visit(shop, '/');
    expect(page.status).toBe(403);
    expect(page.headers.get('content-type')).toMatch(/json/);
    expect(page.body).toEqual({ message: expect.any(String) });
    expect(page.headers.get('cache-control')).toBe('private, no-store');
  });

  it('6: an unknown shop gets the static error page', async () => {
    const page = await api('GET', '/', { headers: { 'x-service-shop': 'no-such-shop-anywhere', accept: 'text/html' } });
    expect(page.status).toBe(404);
    expect(page.text).toContain('Store not found');
  });

  it('the API host root naming no shop is a landing page linking the docs, the OpenAPI document, the demo shop and health', async () => {
    const page = await api('GET', '/', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const links = [...page.text.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual(['/api/docs', '/api/openapi.json', `${inject('demo').storefront_url}/`, '/health']);
    const demo = await api('GET', '/', { headers: { 'x-service-shop': 'demo', accept: 'text/html' } });
    expect(demo.status).toBe(200);
    expect(demo.text).not.toContain('/api/openapi.json');
  });

  it('previews an inactive theme with a preview link; a forged token shows the active theme', async () => {
    const shop = await createTenant();
    await seedTheme(shop, theme);
    const draftTheme = await seedTheme(
      shop,
      { 'layout/theme': layout, 'home/default': '<main>Preview theme</main>' },
      { activate: false },
    );
    const link = await api('POST', `/api/v202604/company/themes/${draftTheme}/preview`, { token: shop.token });
    const url = new URL(link.body.preview_url);
    const previewed = await visit(shop, `/${url.search}`);
    expect(previewed.text).toContain('Preview theme');
    expect(previewed.headers.get('cache-control')).toBe('private, no-store');
    const forged = await visit(shop, `/?preview_theme=${draftTheme}&preview_token=1.2.3.x`);
    expect(forged.text).toContain('Home of');
  });

  it('identifies the shop from the Host subdomain of the storefront domain', async () => {
    const shop = await createTenant({ name: 'Host Shop' });
    await seedTheme(shop, theme);
    const page = await getWithHost('/', `${shop.company.subdomain}.localhost`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Home of Host Shop');
  });
});
