import { createServer, type Server } from 'node:http';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeEmulator, startStripeEmulator } from '../../lib/local/stripe-emulator';
import { seriousAccessibilityViolations } from '../helpers/axe';
import { launchChromium } from '../helpers/chromium';

const PUBLISHABLE_KEY = 'pk_test_standin';

/**
 * The Stripe emulator's stand-in for Stripe.js in headless Chromium: a checkout page on another
 * origin (a stand-in shop) mounts the card form with the embed script; a buyer pays with a
 * success card, a declined card (message in the form, then another card) and a 3-D Secure card
 * (the challenge approved in the form), and axe finds no serious violation on the form or the
 * challenge.
 */
describe('the Stripe emulator’s stand-in card form in headless Chromium', { timeout: 120_000 }, () => {
  let emulator: StripeEmulator;
  let stripe: Stripe;
  let shop: Server;
  let shopUrl: string;
  let browser: { context: BrowserContext; close: () => Promise<void> };

  beforeAll(async () => {
    emulator = await startStripeEmulator();
    stripe = new Stripe('sk_test_standin', { ...emulator.clientOptions, maxNetworkRetries: 0 });
    // The shop's checkout page: ?secret=<client secret>[&redirect=1] mounts the form; /return is the return URL.
    shop = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://shop');
      if (url.pathname === '/return')
        return void response
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<!doctype html><html lang="en"><title>Back</title><h1>Back at the shop</h1></html>');
      const secret = JSON.stringify(url.searchParams.get('secret'));
      const callbacks = url.searchParams.has('redirect')
        ? ''
        : `onResult: (result) => { document.getElementById('result').textContent = result.status + ' ' + result.redirect_status; },
           onError: (error) => { document.getElementById('error').textContent = error.message; },`;
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`<!doctype html><html lang="en"><head><title>Checkout</title></head><body><main>
        <h1>Checkout</h1><div id="card"></div><p id="result"></p><p id="error"></p>
        <script src="${emulator.url}/stand-in/stand-in.js"></script>
        <script>StripeEmulatorStandIn.mount(document.getElementById('card'), {
          publishableKey: '${PUBLISHABLE_KEY}', clientSecret: ${secret}, returnUrl: location.origin + '/return', ${callbacks}
        });</script></main></body></html>`);
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    // localhost, not 127.0.0.1: the shop and the emulator are different origins, as deployed.
    shopUrl = `http://localhost:${(shop.address() as { port: number }).port}`;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => shop?.close(resolve));
    await emulator?.stop();
  });

  async function checkout(intent: Stripe.PaymentIntent, options: { redirect?: boolean } = {}) {
    const page = await browser.context.newPage();
    await page.goto(
      `${shopUrl}/?secret=${encodeURIComponent(intent.client_secret!)}${options.redirect ? '&redirect=1' : ''}`,
    );
    const frame = await cardFrame(page);
    await frame.getByRole('button', { name: /^Pay / }).waitFor();
    return { page, frame };
  }

  async function cardFrame(page: Page): Promise<Frame> {
    const handle = await page.waitForSelector('iframe[title="Secure card payment form"]');
    return (await handle.contentFrame())!;
  }

  async function enterCard(frame: Frame, number: string) {
    await frame.getByLabel('Card number').fill(number);
    await frame.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await frame.getByLabel('CVC').fill('123');
    await frame.getByRole('button', { name: /^Pay / }).click();
  }

  it('has no serious accessibility violation on the card form or the challenge page', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 700,
      currency: 'usd',
      payment_method: 'pm_card_threeDSecure2Required',
      confirm: true,
    });
    const page = await browser.context.newPage();
    const form = new URL('/stand-in/card', emulator.url);
    form.searchParams.set('key', PUBLISHABLE_KEY);
    form.searchParams.set('client_secret', intent.client_secret!);
    await page.goto(form.toString());
    await page.getByRole('button', { name: /^Pay / }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.goto(intent.next_action!.redirect_to_url!.url!);
    await page.getByRole('button', { name: 'Complete authentication' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.close();
  });

  it('pays with a success card, the card number never leaving the emulator’s origin', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 2599, currency: 'usd' });
    const { page, frame } = await checkout(intent);
    const shopRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(shopUrl)) shopRequests.push(`${request.url()} ${request.postData() ?? ''}`);
    });
    expect(await frame.getByRole('button', { name: /^Pay / }).textContent()).toBe('Pay 25.99 USD');
    await enterCard(frame, '4242 4242 4242 4242');
    await expect.poll(() => page.locator('#result').textContent()).toBe('succeeded succeeded');
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
    expect(shopRequests.join('\n')).not.toContain('4242');
    await page.close();
  });

  it('shows a declined card’s message in the form and takes another card for the same payment', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 1000, currency: 'eur' });
    const { page, frame } = await checkout(intent);
    await enterCard(frame, '4000000000000002');
    await expect.poll(() => frame.getByRole('alert').textContent()).toBe('Your card was declined.');
    await expect.poll(() => page.locator('#error').textContent()).toBe('Your card was declined.');
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_payment_method');
    await enterCard(frame, '5555555555554444');
    await expect.poll(() => page.locator('#result').textContent()).toBe('succeeded succeeded');
    await page.close();
  });

  it('runs the 3-D Secure challenge in the form and, approved, goes back to the shop’s return URL', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 4500, currency: 'usd' });
    const { page, frame } = await checkout(intent, { redirect: true });
    await enterCard(frame, '4000002760003184');
    const challenge = await cardFrame(page);
    await challenge.getByRole('heading', { name: '3D Secure test challenge' }).waitFor();
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await page.waitForURL(/\/return\?/);
    const back = new URL(page.url());
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      payment_intent: intent.id,
      redirect_status: 'succeeded',
    });
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
    await page.close();
  });
});
