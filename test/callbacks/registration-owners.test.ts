import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyDelivery } from '../../shared/sdk/verify';
import { createCart, createProduct, createShop } from '../helpers/checkout';
import { api } from '../helpers/http';
import { startReceiver, type Receiver } from '../helpers/receiver';
import type { Tenant } from '../helpers/tenant';
import { installWithToken } from '../droplets/support';

/** A tax callback receiver answering `perLine` minor units of tax on every line. */
interface TaxReceiver extends Receiver {
  perLine: number;
}

async function taxReceiver(perLine: number): Promise<TaxReceiver> {
  const receiver = Object.assign(await startReceiver(), { perLine });
  receiver.respond = (request) => {
    const lines = JSON.parse(request.rawBody).payload.cart.line_items as { id: number }[];
    const answer = {
      line_items: lines.map((line) => ({ id: line.id, tax: perLine, rate: 0.1 })),
      shipping_tax: 0,
      tax_total: perLine * lines.length,
      tax_label: 'Tax',
    };
    return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(answer) };
  };
  return receiver;
}

let installs: Receiver;
let company: TaxReceiver;
let partner: TaxReceiver;
let droplet: TaxReceiver;
beforeEach(async () => {
  [installs, company, partner, droplet] = await Promise.all([
    startReceiver(),
    taxReceiver(100),
    taxReceiver(200),
    taxReceiver(300),
  ]);
});
afterEach(async () => {
  await Promise.all([installs, company, partner, droplet].map((receiver) => receiver.close()));
});

const register = (token: string, registration: Record<string, unknown>) =>
  api('POST', '/api/callback/registrations', {
    token,
    body: { callback_registration: { definition_name: 'tax_calculation', ...registration } },
  });

/** A shop with one product priced in the US, a partner token named "Acme Tax" and an installed droplet holding the `callbacks` scope. */
async function shopWithOwners() {
  const shop: Tenant = await createShop();
  const product = await createProduct(shop, 'Serum', [{ prices: { US: { price: 1000 } } }]);
  const partnerToken = await api('POST', '/api/company/api_tokens', {
    token: shop.token,
    body: { api_token: { kind: 'partner', name: 'Acme Tax', role: 'admin' } },
  });
  if (partnerToken.status !== 201) throw new Error(partnerToken.text);
  const app = await installWithToken(shop.token, installs, ['callbacks']);
  return {
    shop,
    app,
    partner: { id: partnerToken.body.api_token.id as number, token: partnerToken.body.api_token.token as string },
    items: [{ product_id: product.id, variant_id: product.variantIds[0], quantity: 1 }],
  };
}

// Installing waits for the droplet.installed delivery, which the pipeline's first (cold) run can take a while to make on a loaded machine.
describe('callback registrations have owners', { timeout: 120_000 }, () => {
  it("a partner and a droplet each register tax_calculation beside the company's; each owner sees and manages only its own, the company sees all", async () => {
    const { shop, app, partner: partnerToken } = await shopWithOwners();
    const own = await register(shop.token, { url: company.url });
    const partners = await register(partnerToken.token, { url: partner.url });
    const apps = await register(app.token, { url: droplet.url });
    expect([own.status, partners.status, apps.status]).toEqual([201, 201, 201]);
    expect(own.body.callback_registration).toMatchObject({
      owner_type: 'company',
      owner_id: shop.company.id,
      owner_name: shop.company.name,
      droplet_installation_id: null,
    });
    expect(partners.body.callback_registration).toMatchObject({
      owner_type: 'partner',
      owner_id: partnerToken.id,
      owner_name: 'Acme Tax',
      droplet_installation_id: null,
    });
    expect(apps.body.callback_registration).toMatchObject({
      owner_type: 'droplet_installation',
      owner_name: app.droplet.name,
      droplet_installation_id: app.installation.id,
    });

    // Uniqueness is per definition per owner.
    expect((await register(partnerToken.token, { url: partner.url })).status).toBe(409);
    expect((await register(app.token, { url: droplet.url })).status).toBe(409);

    const uuids = (res: { body: { callback_registrations: { uuid: string }[] } }) =>
      res.body.callback_registrations.map((registration) => registration.uuid).sort();
    const [ownUuid, partnerUuid, appUuid] = [own, partners, apps].map(
      (res) => res.body.callback_registration.uuid as string,
    );
    expect(uuids(await api('GET', '/api/callback/registrations', { token: partnerToken.token }))).toEqual([
      partnerUuid,
    ]);
    expect(uuids(await api('GET', '/api/callback/registrations', { token: app.token }))).toEqual([appUuid]);
    expect(uuids(await api('GET', '/api/callback/registrations', { token: shop.token }))).toEqual(
      [ownUuid, partnerUuid, appUuid].sort(),
    );

    // Another owner's registration is not found, whatever the verb.
    for (const [token, uuid] of [
      [partnerToken.token, appUuid],
      [partnerToken.token, ownUuid],
      [app.token, partnerUuid],
      [app.token, ownUuid],
    ] as const) {
      expect((await api('GET', `/api/callback/registrations/${uuid}`, { token })).status).toBe(404);
      expect(
        (
          await api('PUT', `/api/callback/registrations/${uuid}`, {
            token,
            body: { callback_registration: { active: false } },
          })
        ).status,
      ).toBe(404);
      expect((await api('DELETE', `/api/callback/registrations/${uuid}`, { token })).status).toBe(404);
    }

    // The company switches anyone's registration off, but does not redirect a partner's calls.
    const redirect = await api('PUT', `/api/callback/registrations/${partnerUuid}`, {
      token: shop.token,
      body: { callback_registration: { url: company.url } },
    });
    expect(redirect.status).toBe(403);
    const off = await api('PUT', `/api/callback/registrations/${partnerUuid}`, {
      token: shop.token,
      body: { callback_registration: { active: false } },
    });
    expect(off.body.callback_registration).toMatchObject({ active: false, url: partner.url, owner_type: 'partner' });
    expect(
      (
        await api('PUT', `/api/callback/registrations/${appUuid}`, {
          token: app.token,
          body: { callback_registration: { country_codes: ['US'] } },
        })
      ).status,
    ).toBe(200);
  });

  it('only the chosen registration is called, signed with its own verification token; uninstalling the droplet and revoking the partner pass the choice on', async () => {
    const { shop, app, partner: partnerToken, items } = await shopWithOwners();
    // The company's own registration covers Germany only; partner, then droplet, cover every country.
    expect((await register(shop.token, { url: company.url, country_codes: ['DE'] })).status).toBe(201);
    const partnerVerification = (await register(partnerToken.token, { url: partner.url })).body.callback_registration
      .verification_token as string;
    const appToken = (await register(app.token, { url: droplet.url })).body.callback_registration
      .verification_token as string;

    const byApp = await createCart(shop, { country_code: 'US', items });
    expect(byApp.cart.tax_total).toBe(300);
    expect(byApp.cart.messages.info).toContain(`Tax calculated by ${app.droplet.name} (app)`);
    expect([company.requests.length, partner.requests.length, droplet.requests.length]).toEqual([0, 0, 1]);
    expect(verifyDelivery(droplet.requests[0]!.rawBody, droplet.requests[0]!.headers, appToken).ok).toBe(true);
    expect(verifyDelivery(droplet.requests[0]!.rawBody, droplet.requests[0]!.headers, partnerVerification).ok).toBe(
      false,
    );

    expect(
      (await api('DELETE', `/api/droplet_installations/${app.installation.id}`, { token: shop.token })).status,
    ).toBe(200);
    const listed = await api('GET', '/api/callback/registrations', { token: shop.token });
    expect(
      listed.body.callback_registrations.find(
        (registration: { owner_type: string }) => registration.owner_type === 'droplet_installation',
      ),
    ).toMatchObject({ active: false });
    const byPartner = await createCart(shop, { country_code: 'US', items });
    expect(byPartner.cart.tax_total).toBe(200);
    expect(byPartner.cart.messages.info).toContain('Tax calculated by Acme Tax (partner)');
    expect([company.requests.length, partner.requests.length, droplet.requests.length]).toEqual([0, 1, 1]);
    expect(verifyDelivery(partner.requests[0]!.rawBody, partner.requests[0]!.headers, partnerVerification).ok).toBe(
      true,
    );

    expect((await api('DELETE', `/api/company/api_tokens/${partnerToken.id}`, { token: shop.token })).status).toBe(200);
    const byPlatform = await createCart(shop, { country_code: 'US', items });
    expect(byPlatform.cart.tax_total).toBe(89); // the platform's 8.875 % of 10.00, the company's own registration covering Germany only
    expect(byPlatform.cart.messages.info.join(' ')).not.toContain('Tax calculated by');
    expect(byPlatform.res.body.meta.totals_stale).toBe(false);
    expect([company.requests.length, partner.requests.length, droplet.requests.length]).toEqual([0, 1, 1]);
  });

  it("a partner token's expiry passes the choice on like a revoke: its registration shows inactive and is no longer called", async () => {
    const shop: Tenant = await createShop();
    const product = await createProduct(shop, 'Serum', [{ prices: { US: { price: 1000 } } }]);
    const items = [{ product_id: product.id, variant_id: product.variantIds[0], quantity: 1 }];
    // Warm the registration and cart functions first: the partner has to register and price a cart before its token expires.
    expect((await register(shop.token, { url: company.url, country_codes: ['DE'] })).status).toBe(201);
    expect((await createCart(shop, { country_code: 'US', items })).cart.tax_total).toBe(89);

    const expiresAt = new Date(Date.now() + 12_000).toISOString();
    const issued = await api('POST', '/api/company/api_tokens', {
      token: shop.token,
      body: { api_token: { kind: 'partner', name: 'Short Tax', role: 'admin', expires_at: expiresAt } },
    });
    expect(issued.status).toBe(201);
    const registered = await register(issued.body.api_token.token, { url: partner.url });
    expect(registered.body.callback_registration).toMatchObject({
      owner_type: 'partner',
      active: true,
      owner_expires_at: expiresAt,
    });
    const byPartner = await createCart(shop, { country_code: 'US', items });
    expect(Date.now()).toBeLessThan(Date.parse(expiresAt)); // else the machine was too slow for this test to show the partner answering first
    expect(byPartner.cart.messages.info).toContain('Tax calculated by Short Tax (partner)');

    await new Promise((resolve) => setTimeout(resolve, Date.parse(expiresAt) - Date.now() + 500));
    expect((await api('GET', '/api/callback/registrations', { token: issued.body.api_token.token })).status).toBe(401);
    const afterExpiry = await createCart(shop, { country_code: 'US', items });
    expect(afterExpiry.cart.tax_total).toBe(89);
    expect(afterExpiry.cart.messages.info.join(' ')).not.toContain('Tax calculated by');
    expect(partner.requests.length).toBe(1);
    const shown = await api('GET', `/api/callback/registrations/${registered.body.callback_registration.uuid}`, {
      token: shop.token,
    });
    expect(shown.body.callback_registration).toMatchObject({ active: false, owner_expires_at: expiresAt });
  });

  it("the company's registration wins over a more recent one of a partner, and one naming the cart country wins over both", async () => {
    const { shop, app, partner: partnerToken, items } = await shopWithOwners();
    await register(shop.token, { url: company.url });
    await register(partnerToken.token, { url: partner.url });
    expect((await createCart(shop, { country_code: 'US', items })).cart.tax_total).toBe(100);

    await register(app.token, { url: droplet.url, country_codes: ['US'] });
    const narrowed = await createCart(shop, { country_code: 'US', items });
    expect(narrowed.cart.tax_total).toBe(300);
    expect([company.requests.length, partner.requests.length, droplet.requests.length]).toEqual([1, 0, 1]);
  });
});
