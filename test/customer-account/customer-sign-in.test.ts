import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCart, createShop } from '../helpers/checkout';
import {
  customerCall,
  latestSignInCode,
  ME,
  requestCode,
  signInCustomer,
  verifyCode,
} from '../helpers/customer-account';
import { api } from '../helpers/http';
import { freshAddress } from '../helpers/source-address';
import { autoshipOffer, subscribeThroughCheckout } from '../helpers/subscriptions';

/** A shop where `email` bought once (so is a customer), and an open cart to sign in from. */
async function shopWithCustomer() {
  const shop = await createShop();
  const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
  const offer = await autoshipOffer(shop);
  await subscribeThroughCheckout(shop, [{ product: offer.product, quantity: 1, planId: offer.plan.id }], email);
  const { token: cartToken } = await createCart(shop, { country_code: 'US' });
  return { shop, email, cartToken };
}

describe('customer sign-in by emailed code', () => {
  it('opens a customer session for the right code, once; the email is matched however it is typed', async () => {
    const { shop, email, cartToken } = await shopWithCustomer();
    const challenge = await requestCode(shop, cartToken, { email: `  ${email.toUpperCase()} ` });
    expect(challenge.status).toBe(201);
    expect(challenge.body.multi_factor_authentication).toMatchObject({
      authenticated: false,
      verification_channel: 'email',
    });
    const code = await latestSignInCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const { uuid } = challenge.body.multi_factor_authentication;
    const verified = await verifyCode(shop, cartToken, uuid, code!);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ authenticated: true, auth_type: 'customer_session', token_type: 'Bearer' });
    expect(verified.body.token).toMatch(/^css_/);
    expect(Date.parse(verified.body.expires_at) - Date.now()).toBeLessThanOrEqual(2 * 3_600_000);
    const again = await verifyCode(shop, cartToken, uuid, code!);
    expect(again.status).toBe(422);
  });

  it('spends a challenge after 5 wrong codes: the right one is then refused', async () => {
    const { shop, email, cartToken } = await shopWithCustomer();
    const challenge = await requestCode(shop, cartToken, { email });
    const { uuid } = challenge.body.multi_factor_authentication;
    const code = (await latestSignInCode(email))!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await verifyCode(shop, cartToken, uuid, wrong)).status).toBe(422);
    expect((await verifyCode(shop, cartToken, uuid, code)).status).toBe(422);
  });

  it('answers an unknown email like a known one, mails nothing, and only lookup_only tells them apart', async () => {
    const { shop, cartToken } = await shopWithCustomer();
    const stranger = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    const challenge = await requestCode(shop, cartToken, { email: stranger });
    expect(challenge.status).toBe(201);
    expect(Object.keys(challenge.body.multi_factor_authentication).sort()).toEqual([
      'authenticated',
      'uuid',
      'verification_channel',
      'verification_code_expires_at',
    ]);
    expect(await latestSignInCode(stranger)).toBeUndefined();
    const probe = await requestCode(shop, cartToken, { email: stranger, lookup_only: true });
    expect(probe.status).toBe(404);
  });

  it('limits codes per email address (5 an hour) and per IP (10 per 15 minutes) with 429 and Retry-After', async () => {
    const { shop, email, cartToken } = await shopWithCustomer();
    for (let n = 0; n < 5; n += 1) expect((await requestCode(shop, cartToken, { email })).status).toBe(201);
    const limited = await requestCode(shop, cartToken, { email });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.meta.code).toBe('rate_limited');
    const address = freshAddress();
    for (let n = 0; n < 10; n += 1) {
      const other = `ip-${n}-${randomUUID().slice(0, 6)}@example.com`;
      expect((await requestCode(shop, cartToken, { email: other }, address)).status).toBe(201);
    }
    const byIp = await requestCode(shop, cartToken, { email: `ip-x-${randomUUID().slice(0, 6)}@example.com` }, address);
    expect(byIp.status).toBe(429);
  });

  it('never reaches company routes, and signing out ends the session', async () => {
    const { shop, email } = await shopWithCustomer();
    const session = await signInCustomer(shop, email);
    expect((await api('GET', '/api/company', { token: session })).status).toBe(403);
    expect((await api('GET', '/api/v202604/subscriptions', { token: session })).status).toBe(403);
    expect((await api('GET', '/api/v202604/orders', { token: session })).status).toBe(403);
    expect((await customerCall(session, 'DELETE', `${ME}/session`)).status).toBe(200);
    expect((await customerCall(session, 'DELETE', `${ME}/session`)).status).toBe(401);
  });

  it('refuses a company token on a customer route', async () => {
    const { shop } = await shopWithCustomer();
    expect((await customerCall(shop.token, 'DELETE', `${ME}/session`)).status).toBe(403);
  });
});
