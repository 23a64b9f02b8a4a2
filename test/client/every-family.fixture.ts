/**
 * A program that calls every operation family through the typed client. `typed-client.test.ts`
 * type-checks it (and a broken twin of it); nothing runs it.
 */
import { createApiClient, idempotencyKey } from '../../shared/sdk/client';

export async function everyFamily(baseUrl: string, token: string): Promise<unknown[]> {
  const api = createApiClient({ baseUrl, token });
  const shop = createApiClient({ baseUrl, headers: { 'X-Service-Shop': 'demo' } });
  const id = 1;
  const product = await api.POST('/api/v202604/company/products', {
    body: {
      product: {
        title: 'Tea',
        status: 'published',
        public: true,
        variants: [{ title: 'Tin', countries: [{ country: 'US', price: 1200 }] }],
      },
    },
    headers: idempotencyKey(),
  });
  const productId: number | undefined = product.data?.product.id;
  const cart = await shop.POST('/api/checkout/v2026-04/carts', { body: { country_code: 'US' } });
  const cartToken: string | undefined = cart.data?.cart.cart_token;
  const orderNumbers: string[] = [];
  for await (const page of api.cursorPages('/api/v202604/orders', { params: { query: { 'page[limit]': 100 } } })) {
    orderNumbers.push(...page.orders.map((order) => order.number));
  }
  const memberEmails: string[] = [];
  for await (const page of api.offsetPages('/api/company/members', {}))
    memberEmails.push(...page.members.map((member) => member.email));
  return [
    orderNumbers,
    memberEmails,
    productId,
    cartToken,
    await api.GET('/api/openapi.json'),
    await api.GET('/api/company'),
    await api.GET('/api/company/events'),
    await api.GET('/api/company/webhooks'),
    await api.GET('/api/company/webhooks/{id}/deliveries', { params: { path: { id } } }),
    await api.GET('/api/callback/registrations'),
    await api.GET('/api/company/api_tokens'),
    await api.GET('/api/company/roles'),
    await api.GET('/api/company/members'),
    await api.POST('/api/auth/sign_in_links', { body: { email: 'rep@example.com' } }),
    await api.GET('/api/droplets'),
    await api.GET('/api/droplet_installations'),
    await api.GET('/api/agreements'),
    await api.GET('/api/subscription_plans'),
    await api.GET('/api/company/discount_codes'),
    await api.GET('/api/v202604/company/themes'),
    await api.GET('/api/v202604/company/storefront_settings'),
    await api.GET('/api/company/media'),
    await api.GET('/api/checkout/v2026-04/carts/{cart_token}', { params: { path: { cart_token: cartToken ?? '' } } }),
    await api.GET('/api/v202604/orders', { params: { query: { 'filter[status]': 'open' } } }),
    await api.GET('/api/v202604/customers'),
    await api.PATCH('/api/v202604/orders/{id}', {
      params: { path: { id } },
      body: { order: { metadata: { gift_wrap: true } } },
    }),
  ];
}
