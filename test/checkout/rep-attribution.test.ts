import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCall, createCart, createProduct, createShop } from '../helpers/checkout';
import { api } from '../helpers/http';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { visit } from '../helpers/themes';
import type { Tenant } from '../helpers/tenant';
import { createRep, subscribe } from '../helpers/webhooks';

const address = {
  name: 'Ada Lovelace',
  address1: '1 Main St',
  city: 'New York',
  postal_code: '10001',
  country_code: 'US',
};

let shop: Tenant;
let product: { id: number; variantIds: number[] };
let rep: { id: number; email: string; username: string };
let hooks: Receiver;

beforeAll(async () => {
  shop = await createShop();
  product = await createProduct(shop, 'Serum', [{ prices: { US: { price: 1999, shipping: 250 } } }]);
  rep = (await createRep(shop.token, { first_name: 'Jane', last_name: 'Rep' })) as typeof rep;
  hooks = await startReceiver();
});
afterAll(() => hooks.close());

const item = () => ({ variant_id: product.variantIds[0], quantity: 1 });
const shareLink = async (repId: number | null) =>
  (
    await api('POST', '/api/v202604/company/share_links', {
      token: shop.token,
      body: { share_link: { target_type: 'product', target_id: product.id, rep_id: repId } },
    })
  ).body.share_link.token as string;

describe('rep attribution: a cart records the rep the shopper arrived through and its order carries it', () => {
  it("a share link: the redirect names the link, the cart shows the link's rep as buyer and volume rep, and the order and order_created carry the attribution", async () => {
    await subscribe(shop.token, hooks.url, { resource: 'order', event: 'created' });
    const token = await shareLink(rep.id);
    const landed = await visit(shop, `/s/${token}`);
    expect(landed.headers.get('location')).toMatch(new RegExp(`^/${rep.username}/products/[^?]+\\?share=${token}$`));

    const { token: cartToken, cart } = await createCart(shop, {
      country_code: 'US',
      email: 'ada@example.com',
      items: [item()],
      attribution: { share_link: token },
    });
    const expectedRep = { id: rep.id, email: rep.email, full_name: 'Jane Rep' };
    expect(cart).toMatchObject({
      buyer_rep_id: rep.id,
      buyer_rep: { ...expectedRep, image_url: null, external_id: null },
      volume_rep: { ...expectedRep, image_url: null },
      attribution: {
        id: expect.any(Number),
        source: 'share_link',
        rep_id: rep.id,
        email: rep.email,
        username: rep.username,
        external_id: null,
        share_guid: token,
        recorded_at: expect.any(String),
      },
    });

    const read = await cartCall(shop, 'GET', `/${cartToken}`);
    expect(read.body.cart.attribution).toEqual(cart.attribution);
    await cartCall(shop, 'PATCH', `/${cartToken}`, { shipping_address: address, shipping_method_id: 'standard' });
    const completed = await cartCall(shop, 'POST', `/${cartToken}/complete`, { payment_method: { type: 'test' } });
    expect(completed.status).toBe(201);
    const orderRep = { ...expectedRep, username: rep.username };
    const attribution = {
      id: cart.attribution.id,
      source: 'share_link',
      rep: orderRep,
      share_guid: token,
      recorded_at: cart.attribution.recorded_at,
    };
    expect(completed.body.order).toMatchObject({ buyer_rep: orderRep, volume_rep: orderRep, attribution });

    const [delivery] = await hooks.waitFor(1, 60_000);
    expect(JSON.parse(delivery!.rawBody).payload.order).toMatchObject({
      id: completed.body.order.id,
      buyer_rep: orderRep,
      volume_rep: orderRep,
      attribution,
    });
  }, 90_000);

  it.each([
    { source: 'rep_site', what: 'a rep site username' },
    { source: 'referral', what: 'a referral parameter' },
  ])('$source: $what attributes the cart to that rep', async ({ source }) => {
    const { cart } = await createCart(shop, {
      country_code: 'US',
      items: [item()],
      attribution: { [source]: rep.username.toUpperCase() },
    });
    expect(cart.attribution).toMatchObject({ source, rep_id: rep.id, username: rep.username, share_guid: null });
    expect(cart.buyer_rep.id).toBe(rep.id);
  });

  it('attributes nothing for an unknown username or link, a link the company shared itself, or an inactive rep (the cart is still created)', async () => {
    const inactive = (await createRep(shop.token)) as typeof rep;
    await api('PUT', `/api/company/members/${inactive.id}`, { token: shop.token, body: { member: { active: false } } });
    const companyLink = await shareLink(null);
    const inactiveLink = await shareLink(inactive.id);
    for (const attribution of [
      { rep_site: 'nobody-here' },
      { referral: 'nobody-here' },
      { share_link: 'unknown-token' },
      { share_link: companyLink },
      { share_link: inactiveLink },
      { referral: inactive.username },
    ]) {
      const { cart } = await createCart(shop, { country_code: 'US', items: [item()], attribution });
      expect({ attribution, fields: [cart.attribution, cart.buyer_rep, cart.volume_rep, cart.buyer_rep_id] }).toEqual({
        attribution,
        fields: [null, null, null, null],
      });
    }
  });

  it('a cart created without attribution shows none; naming two sources at once is a 422', async () => {
    const { cart } = await createCart(shop, { country_code: 'US', items: [item()] });
    expect([cart.attribution, cart.buyer_rep, cart.volume_rep]).toEqual([null, null, null]);
    const both = await cartCall(shop, 'POST', '', {
      country_code: 'US',
      attribution: { rep_site: rep.username, referral: rep.username },
    });
    expect(both.status).toBe(422);
    expect(Object.keys(both.body.errors)).toEqual(['attribution']);
  });

  it("another company's rep is not found: attribution is scoped to the shop the cart is created in", async () => {
    const other = await createShop();
    await createProduct(other, 'Other', [{ prices: { US: { price: 100 } } }]);
    const { cart } = await createCart(other, { country_code: 'US', attribution: { rep_site: rep.username } });
    expect(cart.attribution).toBeNull();
  });
});
