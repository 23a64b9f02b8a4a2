import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { PRODUCT_NOTE_WIDGET, SESSION_COOKIE_SECONDS } from '../../examples/droplet/app';
import { demoThemeFiles } from '../../lib/local/demo-theme/files';
import {
  installKitDroplet,
  registerKitDroplet,
  saveKitNote,
  startDropletKit,
  uninstallKitDroplet,
  withProductNoteWidget,
  type DropletKit,
} from '../helpers/droplet-kit';
import { api } from '../helpers/http';
import { productBody } from '../helpers/storefront';
import type { Tenant } from '../helpers/tenant';
import { seedTheme, visit } from '../helpers/themes';
import { signUpAndSignIn } from '../identity/support';

let kit: DropletKit;
let appUrl: string;
beforeAll(async () => {
  kit = await startDropletKit(inject('baseUrl'));
  appUrl = kit.url;
});
afterAll(async () => {
  await kit?.close();
});

// Installing waits for the droplet.installed delivery, which the pipeline's first (cold) run can take a while to make on a loaded machine.
describe('examples/droplet: the vendor kit driven through HTTP', { timeout: 180_000 }, () => {
  it('register (with its widget package) → install → the kit exchanges → launch URL → 120 s cookie → API call with dit_ → a note in the app shows on the product page → uninstall → erased', async () => {
    const owner = await signUpAndSignIn();
    const registered = await registerKitDroplet(kit, owner.session);
    // The platform downloaded the kit's package from the app and accepted its widget.
    expect(registered.body.droplet.app_extensions).toEqual([
      {
        type: 'widget',
        name: PRODUCT_NOTE_WIDGET,
        title: 'Product note',
        placements: ['product_page'],
        capabilities: ['droplet@1'],
        version: '1.0.0',
        state: 'active',
      },
    ]);

    // (1) droplet.installed reaches the kit, which verifies it and redeems the exchange token once.
    const { installationId: dri, credentials } = await installKitDroplet(kit, owner.session);
    expect(credentials).toMatchObject({
      installationToken: expect.stringMatching(/^dit_/),
      webhookSecret: expect.stringMatching(/^whsec_/),
      scopes: ['settings'],
    });
    const installation = await api('GET', '/api/droplet_installations', { token: owner.session });
    expect(installation.body.installations[0].credentials_issued_at).toEqual(expect.any(String));

    // (2) The admin's launch URL opens the embedded page: session token verified, the app's own cookie set.
    const launch = await api('POST', `/api/droplet_installations/${dri}/launch`, { token: owner.session });
    expect(launch.status).toBe(200);
    const page = await fetch(launch.body.launch_url);
    expect(page.status).toBe(200);
    const cookie = page.headers.get('set-cookie')!;
    expect(cookie.split('; ').slice(1).sort()).toEqual(
      [`Max-Age=${SESSION_COOKIE_SECONDS}`, 'HttpOnly', 'Partitioned', 'Path=/', 'SameSite=None', 'Secure'].sort(),
    );
    expect(SESSION_COOKIE_SECONDS).toBe(120);
    const sessionCookie = cookie.split(';')[0]!;

    // (3) With its cookie, the viewer's request becomes an API call with the dit_ token, within its scopes.
    const store = await fetch(`${appUrl}/app/api/store`, { headers: { cookie: sessionCookie } });
    expect(store.status).toBe(200);
    expect(((await store.json()) as { company: { id: number } }).company.id).toBe(owner.companyId);
    expect((await fetch(`${appUrl}/app/api/store`)).status).toBe(401);
    const tampered = new URL(launch.body.launch_url);
    tampered.searchParams.set('session_token', `${tampered.searchParams.get('session_token')!.slice(0, -4)}AAAA`);
    expect(await (await fetch(tampered)).text()).toBe('bad_signature');

    // (4) The widget: the merchant writes a product's note in the app and places the widget in the demo theme;
    // the product page renders it with the data the kit answered to the platform's signed request.
    const company = await api('GET', '/api/company', { token: owner.session });
    const merchant = { token: owner.session, company: company.body.company } as Tenant; // the owner's session acts for the company
    await seedTheme(merchant, withProductNoteWidget(demoThemeFiles));
    const product = await api('POST', '/api/v202604/company/products', {
      token: owner.session,
      body: productBody('Kit Tea'),
    });
    expect(product.status).toBe(201);
    await saveKitNote(kit, sessionCookie, product.body.product.id, 'Hand-packed & shipped within 24 hours');
    expect(
      (await fetch(`${appUrl}/app/api/notes`, { method: 'POST', body: '{"product_id":1,"note":"forged"}' })).status,
    ).toBe(401);
    const productPage = await visit(merchant, `/products/${product.body.product.slug}`);
    expect(productPage.status).toBe(200);
    expect(productPage.text).toContain(
      '<aside class="example-product-note" aria-label="Product note">Hand-packed &amp; shipped within 24 hours</aside>',
    );

    // (5) Uninstall: droplet.uninstalled reaches the kit, which erases the credentials and notes; the token is revoked and the widget gone.
    await uninstallKitDroplet(kit, owner.session, dri);
    expect(kit.app.notes.get(dri, product.body.product.id)).toBeUndefined();
    expect((await visit(merchant, `/products/${product.body.product.slug}`)).text).not.toContain(
      'example-product-note',
    );
    expect((await fetch(`${appUrl}/app/api/store`, { headers: { cookie: sessionCookie } })).status).toBe(401);
    expect((await api('GET', '/api/company', { token: credentials.installationToken })).status).toBe(401);
  });

  it.each(['/lifecycle/installed', '/widget-data'])(
    "refuses a request to %s that is not signed with the droplet's secret",
    async (path) => {
      const res = await fetch(`${appUrl}${path}`, {
        method: 'POST',
        body: '{"id":1}',
        headers: {
          'x-service-signature': '0'.repeat(64),
          'x-service-timestamp': String(Math.floor(Date.now() / 1000)),
        },
      });
      expect(res.status).toBe(401);
      expect(await res.text()).toBe('bad_signature');
    },
  );
});
