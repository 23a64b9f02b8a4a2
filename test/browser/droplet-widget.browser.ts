import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { demoThemeFiles } from '../../lib/local/demo-theme/files';
import { seriousAccessibilityViolations } from '../helpers/axe';
import { launchChromium } from '../helpers/chromium';
import {
  installKitDroplet,
  openKitApp,
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
import { seedTheme } from '../helpers/themes';
import { signIn } from '../identity/support';

/** Where the browser checks leave their page screenshots (git-ignored but the README's five). */
const SCREENSHOTS = join(import.meta.dirname, 'screenshots');
const themes = '/api/v202604/company/themes';

/**
 * The example droplet's storefront widget, seen by a shopper in headless Chromium on
 * the demo shop `npm start` seeds. The merchant installs the kit (examples/droplet), writes a note
 * for a product in the app and places `{% droplet_widget 'example.product-note' %}` in the demo
 * theme; the product page shows the note the app answered to the platform's signed request, and
 * nothing once the droplet is uninstalled.
 */
describe('a droplet widget on the demo shop in headless Chromium', { timeout: 180_000 }, () => {
  const demo = inject('demo');
  // The demo company's token acts for the merchant (seedTheme reads only the token).
  const merchant = { token: demo.company_token } as Tenant;
  let kit: DropletKit;
  let browser: { context: BrowserContext; close: () => Promise<void> };
  let demoThemeId: number;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const listed = await api('GET', themes, { token: demo.company_token });
    demoThemeId = (listed.body.themes as { id: number; active: boolean }[]).find((theme) => theme.active)!.id;
    [kit, browser] = await Promise.all([startDropletKit(inject('baseUrl')), launchChromium()]);
  });
  afterAll(async () => {
    // The other browser checks share the demo shop: give it its own theme back.
    if (demoThemeId)
      expect((await api('POST', `${themes}/${demoThemeId}/activate`, { token: demo.company_token })).status).toBe(200);
    await Promise.all([browser?.close(), kit?.close()]);
  });

  it('shows the note the droplet answers inside the product page, accessibly, and nothing once the droplet is uninstalled', async () => {
    const suffix = randomBytes(3).toString('hex');
    const product = await api('POST', '/api/v202604/company/products', {
      token: demo.company_token,
      body: productBody(`Widget Tea ${suffix}`),
    });
    expect(product.status, product.text).toBe(201);
    const { id: productId, slug } = product.body.product as { id: number; slug: string };
    const note = 'Hand-packed & shipped within 24 hours';

    // Opening an app from the admin needs a signed-in member: the demo owner (lib/local/seed.ts) signs in by email.
    const owner = await signIn('owner@demo.example');
    await registerKitDroplet(kit, owner, `Kit droplet ${suffix}`);
    const { installationId } = await installKitDroplet(kit, owner);
    await saveKitNote(kit, await openKitApp(owner, installationId), productId, note);
    await seedTheme(merchant, withProductNoteWidget(demoThemeFiles));

    const page = await browser.context.newPage();
    await page.setExtraHTTPHeaders({ 'x-visitor-country': 'US' });
    const url = `${demo.storefront_url}/products/${slug}`;
    expect((await page.goto(url))?.status()).toBe(200);
    // The widget's template labels its <aside> with the widget title: a complementary landmark named "Product note".
    const widget = page.getByRole('complementary', { name: 'Product note' });
    expect(await widget.textContent()).toBe(note);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Widget Tea ${suffix}`);
    await page.screenshot({ path: join(SCREENSHOTS, 'droplet-widget.png'), fullPage: true });
    expect(await seriousAccessibilityViolations(page), 'axe on the product page with the widget').toEqual([]);

    await uninstallKitDroplet(kit, owner, installationId);
    expect((await page.reload())?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Widget Tea ${suffix}`);
    expect(await page.getByRole('complementary', { name: 'Product note' }).count()).toBe(0);
    expect(await page.getByText(note).count()).toBe(0);
  });
});
