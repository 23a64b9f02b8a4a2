import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { launchChromium } from '../helpers/chromium';
import { api } from '../helpers/http';

/**
 * What a visitor sees of the demo shop `npm start` seeds, in a real browser: Chromium resolves
 * `demo.localhost` to loopback, so the shop is named by its host exactly as in production.
 */
describe('demo storefront in headless Chromium', () => {
  const demo = inject('demo');
  const storefront = demo.storefront_url;
  let browser: { context: BrowserContext; close: () => Promise<void> };
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a product page with its title and price inside the theme layout', async () => {
    const page = await browser.context.newPage();
    const response = await page.goto(`${storefront}/products/aurora-face-serum?country=US`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Aurora Face Serum · Demo Company');
    expect(await page.locator('main h1').textContent()).toBe('Aurora Face Serum');
    expect(await page.locator('main .price').textContent()).toBe('$34.00');
    expect(await page.locator('header .brand').textContent()).toBe('Demo Company');
  });

  it('prices the product for the visitor country', async () => {
    const page = await browser.context.newPage();
    // The viewer country as the CDN geolocates it (template mode's distribution turns this stand-in
    // into CloudFront-Viewer-Country; deployed, `?country=` is not trusted).
    await page.setExtraHTTPHeaders({ 'x-visitor-country': 'DE' });
    await page.goto(`${storefront}/products/aurora-face-serum`);
    expect(await page.locator('main .price').textContent()).toBe('€29.90');
  });

  it('lists the demo products on the home page and follows a link to one', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${storefront}/`);
    expect(await page.locator('main h1').textContent()).toBe('Welcome to Demo Company');
    await page.getByRole('link', { name: 'Citrus Body Wash' }).click();
    await page.waitForURL(`${storefront}/products/citrus-body-wash`);
    expect(await page.locator('main h1').textContent()).toBe('Citrus Body Wash');
  });

  it('shows each demo product with its picture, served from the image media the seed uploaded', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${storefront}/?country=US`);
    const cards = page.locator('main .products li');
    expect(await cards.locator('h3').allTextContents()).toEqual(
      expect.arrayContaining(['Aurora Face Serum', 'Citrus Body Wash', 'Daily Greens Powder']),
    );
    const media = await api('GET', '/api/v202604/company/media?filter[media_type]=image', {
      token: demo.company_token,
    });
    expect(media.status, media.text).toBe(200);
    for (const title of ['Aurora Face Serum', 'Citrus Body Wash', 'Daily Greens Powder']) {
      const picture = cards.filter({ has: page.getByRole('link', { name: title }) }).locator('img');
      const medium = media.body.media.find((item: { title: string }) => item.title === `${title} photo`);
      expect(medium, `the ${title} medium`).toBeDefined();
      expect(await picture.getAttribute('src')).toBe(medium.image_url);
      // Loaded and decoded by the browser: the file the media bucket serves is a real picture.
      await expect
        .poll(() => picture.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth))
        .toBe(480);
    }
  });

  it('shows the theme 404 page in English with status 404 and the URL unchanged', async () => {
    const page = await browser.context.newPage();
    await page.setExtraHTTPHeaders({ 'accept-language': 'es' });
    const url = `${storefront}/products/no-such-product`;
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    expect(page.url()).toBe(url);
    expect(await page.locator('main h1').textContent()).toBe('Page not found');
    expect(await page.locator('main').textContent()).toContain("We couldn't find the page you were looking for.");
    expect(await page.title()).toBe('Page not found · Demo Company');
    expect(await page.locator('body').getAttribute('data-page-type')).toBe('error_page');
  });
});
