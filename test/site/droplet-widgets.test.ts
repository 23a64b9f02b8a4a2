import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyDelivery } from '../../shared/sdk/verify';
import { createDroplet, installAndReceiveExchangeToken } from '../droplets/support';
import { api } from '../helpers/http';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { createItem, productBody } from '../helpers/storefront';
import { createTenant, type Tenant } from '../helpers/tenant';
import { seedTheme, visit } from '../helpers/themes';

/** A vendor's host: serves extension packages by path and answers widget data requests with `respond`. */
interface VendorHost {
  url: string;
  packages: Map<string, Uint8Array>;
  dataRequests: { headers: IncomingHttpHeaders; rawBody: string }[];
  respond: () => { status: number; body: string; delayMs?: number };
  close(): Promise<void>;
}

async function startVendorHost(): Promise<VendorHost> {
  const host = {
    packages: new Map(),
    dataRequests: [],
    respond: () => ({ status: 200, body: '{}' }),
  } as unknown as VendorHost;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'GET') {
        const zip = host.packages.get(req.url ?? '');
        if (!zip) return void res.writeHead(404).end();
        return void res.writeHead(200, { 'content-type': 'application/zip' }).end(Buffer.from(zip));
      }
      host.dataRequests.push({ headers: req.headers, rawBody: Buffer.concat(chunks).toString('utf8') });
      const answer = host.respond();
      setTimeout(
        () => !res.destroyed && res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body),
        answer.delayMs ?? 0,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  host.close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return host;
}

const manifest = {
  schema_version: 1,
  version: '1.0.0',
  widgets: [
    {
      name: 'acme.reviews',
      title: 'Reviews',
      placements: ['product_page'],
      template: 'widgets/reviews.liquid',
      capabilities: ['droplet@1'],
      cache_seconds: 60,
    },
  ],
};
const widgetTemplate =
  '<div class="reviews">{{ data.rating }} from {{ data.count }} reviews of {{ product.title }}</div>';

/** Publishes a package at a fresh path and answers its URL. */
function publish(files: Record<string, string>): string {
  const path = `/packages/${Math.random().toString(36).slice(2)}.zip`;
  vendor.packages.set(
    path,
    zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))),
  );
  return `${vendor.url}${path}`;
}

const validPackage = () =>
  publish({ 'extension.json': JSON.stringify(manifest, null, 2), 'widgets/reviews.liquid': widgetTemplate });

let vendor: VendorHost;
let installs: Receiver;
beforeAll(async () => {
  [vendor, installs] = await Promise.all([startVendorHost(), startReceiver()]);
});
afterAll(async () => {
  await Promise.all([vendor.close(), installs.close()]);
});

// The first calls of a run start cold functions and the install delivery pipeline on a loaded machine.
describe('extension packages: validated on droplet create and update', { timeout: 120_000 }, () => {
  it('accepts a package and lists its widgets in app_extensions', async () => {
    const merchant = await createTenant();
    const { droplet } = await createDroplet(merchant.token, { extension_zip_url: validPackage() });
    expect(droplet.app_extensions).toEqual([
      {
        type: 'widget',
        name: 'acme.reviews',
        title: 'Reviews',
        placements: ['product_page'],
        capabilities: ['droplet@1'],
        version: '1.0.0',
        state: 'active',
      },
    ]);
    const updated = await api('PUT', `/api/droplets/${droplet.uuid}`, {
      token: merchant.token,
      body: {
        droplet: {
          extension_zip_url: publish({
            'extension.json': JSON.stringify({ ...manifest, version: '1.1.0' }),
            'widgets/reviews.liquid': widgetTemplate,
          }),
        },
      },
    });
    expect(updated.body.droplet.app_extensions).toEqual([
      expect.objectContaining({ name: 'acme.reviews', version: '1.1.0' }),
    ]);
  });

  it.each([
    [
      'a placement the platform does not know',
      {
        'extension.json': JSON.stringify(
          { ...manifest, widgets: [{ ...manifest.widgets[0], placements: ['checkout'] }] },
          null,
          2,
        ),
        'widgets/reviews.liquid': widgetTemplate,
      },
      /^extension\.json line 8: widgets\.0\.placements\.0 /,
    ],
    [
      'a manifest that is not JSON',
      {
        'extension.json': '{\n  "schema_version": 1,\n  "version": "1.0.0",\n  widgets: []\n}',
        'widgets/reviews.liquid': widgetTemplate,
      },
      /^extension\.json line 4: is not valid JSON/,
    ],
    [
      'a template that does not parse',
      {
        'extension.json': JSON.stringify(manifest),
        'widgets/reviews.liquid': '<div>\n{% if data.rating %}\n{{ data.rating }}',
      },
      /^widgets\/reviews\.liquid line 2: /,
    ],
    [
      'a template missing from the package',
      { 'extension.json': JSON.stringify(manifest, null, 2) },
      /^extension\.json line 11: widgets\/reviews\.liquid is not in the package/,
    ],
    ['no extension.json', { 'widgets/reviews.liquid': widgetTemplate }, /^extension\.json is missing/],
  ])('422 naming the file and line for %s', async (_case, files, message) => {
    const merchant = await createTenant();
    const res = await api('POST', '/api/droplets', {
      token: merchant.token,
      body: { droplet: { name: 'Broken', extension_zip_url: publish(files) } },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors['droplet.extension_zip_url'][0]).toMatch(message);
  });

  it('422 when the package cannot be downloaded, and for a URL the outbound rules refuse', async () => {
    const merchant = await createTenant();
    const missing = await api('POST', '/api/droplets', {
      token: merchant.token,
      body: { droplet: { name: 'Gone', extension_zip_url: `${vendor.url}/packages/none.zip` } },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors['droplet.extension_zip_url'][0]).toContain('answered 404');
    const metadata = await api('POST', '/api/droplets', {
      token: merchant.token,
      body: { droplet: { name: 'Metadata', extension_zip_url: 'http://169.254.169.254/latest/package.zip' } },
    });
    expect(metadata.status).toBe(422);
    expect(metadata.body.errors).toHaveProperty(['droplet.extension_zip_url']);
  });
});

describe('{% droplet_widget %}: an installed droplet renders its widget on the storefront', {
  timeout: 120_000,
}, () => {
  const theme = {
    'layout/theme': '<html><body>{{ content_for_layout }}</body></html>',
    'product/default': "<h1>{{ product.title }}</h1><aside>{% droplet_widget 'acme.reviews' %}</aside>",
  };

  /** A shop with the widget placed in its theme, a product, and (unless told not to) the droplet installed. */
  async function shopWithWidget(options: { install?: boolean } = {}) {
    const shop: Tenant = await createTenant({ name: 'Widget Shop' });
    await seedTheme(shop, theme);
    const product = await createItem(shop, 'products', 'product', productBody('Glow Serum').product);
    const { droplet, secret } = await createDroplet(shop.token, {
      active: true,
      install_webhook_url: `${installs.url}/installed`,
      widget_data_url: `${vendor.url}/widget-data`,
      extension_zip_url: validPackage(),
    });
    const installed =
      options.install === false ? undefined : await installAndReceiveExchangeToken(shop.token, droplet.uuid, installs);
    return { shop, product, droplet, secret, installation: installed?.installation as { id: string } | undefined };
  }

  it('renders the widget with the data of a signed request to widget_data_url, cached per shop and page', async () => {
    vendor.respond = () => ({ status: 200, body: JSON.stringify({ rating: 4.5, count: 12 }) });
    const { shop, product, secret, installation } = await shopWithWidget();
    const before = vendor.dataRequests.length;

    const page = await visit(shop, `/products/${product.slug}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<aside><div class="reviews">4.5 from 12 reviews of Glow Serum</div></aside>');
    const [request] = vendor.dataRequests.slice(before);
    expect(verifyDelivery(request!.rawBody, request!.headers, secret).ok).toBe(true);
    expect(JSON.parse(request!.rawBody)).toMatchObject({
      name: 'droplet.widget_data',
      payload: {
        droplet_installation_id: installation!.id,
        shop: shop.company.subdomain,
        widget: 'acme.reviews',
        placement: 'product_page',
        resource_id: product.id,
      },
    });

    const again = await visit(shop, `/products/${product.slug}`);
    expect(again.text).toContain('4.5 from 12 reviews');
    expect(vendor.dataRequests.length - before).toBe(1);
  });

  it.each([
    ['fails', { status: 503, body: '{"error":"down"}' }],
    ['answers something that is not JSON', { status: 200, body: '<html>' }],
    ['is slower than the widget timeout', { status: 200, body: '{"rating":5,"count":1}', delayMs: 4_000 }],
  ])('a droplet that %s never breaks the page: the widget renders empty', async (_case, answer) => {
    vendor.respond = () => answer;
    const { shop, product } = await shopWithWidget();
    const started = Date.now();
    const page = await visit(shop, `/products/${product.slug}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Glow Serum</h1><aside></aside>');
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('renders nothing, and calls nothing, for a droplet that is not installed or was uninstalled', async () => {
    vendor.respond = () => ({ status: 200, body: JSON.stringify({ rating: 3, count: 2 }) });
    const never = await shopWithWidget({ install: false });
    const before = vendor.dataRequests.length;
    expect((await visit(never.shop, `/products/${never.product.slug}`)).text).toContain('<aside></aside>');
    expect(vendor.dataRequests.length).toBe(before);

    const { shop, product, installation } = await shopWithWidget();
    expect((await visit(shop, `/products/${product.slug}`)).text).toContain('3 from 2 reviews');
    expect((await api('DELETE', `/api/droplet_installations/${installation!.id}`, { token: shop.token })).status).toBe(
      200,
    );
    expect((await visit(shop, `/products/${product.slug}`)).text).toContain('<aside></aside>');
  });
});
