import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyDelivery } from '../../shared/sdk/verify/verify-delivery';
import { api } from '../helpers/http';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { createTenant } from '../helpers/tenant';
import { subscribe } from '../helpers/webhooks';
import { companyCall, createItem, productBody } from '../helpers/storefront';

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
});

describe('storefront events through the outbox', () => {
  it('delivers product_created, product_updated and product_deleted signed, with the company view as payload', async () => {
    const tenant = await createTenant();
    const subscriptions = await Promise.all(
      ['created', 'updated', 'deleted'].map((event) =>
        subscribe(tenant.token, `${receiver.url}/${event}`, { resource: 'product', event }),
      ),
    );
    const before = receiver.requests.length;
    const product = (await companyCall(tenant, 'POST', '/products', productBody('Signed Serum'))).body.product;
    await companyCall(tenant, 'PUT', `/products/${product.id}`, { product: { priority: 3 } });
    await companyCall(tenant, 'DELETE', `/products/${product.id}`);

    const requests = (await receiver.waitFor(before + 3))
      .slice(before)
      .filter((request) => JSON.parse(request.rawBody).payload.company_id === tenant.company.id);
    expect(requests).toHaveLength(3);
    const byName = Object.fromEntries(requests.map((request) => [JSON.parse(request.rawBody).name, request]));
    ['created', 'updated', 'deleted'].forEach((event, index) => {
      const request = byName[`product_${event}`]!;
      expect(verifyDelivery(request.rawBody, request.headers, subscriptions[index]!.authToken)).toMatchObject({
        ok: true,
      });
      expect(request.headers['x-service-shop']).toBe(tenant.company.subdomain);
    });
    const updated = JSON.parse(byName.product_updated!.rawBody).payload;
    expect(updated).toMatchObject({
      event_name: 'product_updated',
      resource: 'product',
      product: { id: product.id, priority: 3, slug: 'signed-serum' },
    });
    expect(updated.product.variants[0].variant_countries).toHaveLength(2);
  });

  it('category and collection writes record their events (membership changes also update the product)', async () => {
    const tenant = await createTenant();
    const before = receiver.requests.length;
    await subscribe(tenant.token, `${receiver.url}/cat`, { resource: 'category', event: 'created' });
    await subscribe(tenant.token, `${receiver.url}/prod`, { resource: 'product', event: 'updated' });
    const product = (await companyCall(tenant, 'POST', '/products', productBody('Member'))).body.product;
    await createItem(tenant, 'categories', 'category', { title: 'Tree', product_ids: [product.id] });
    const requests = (await receiver.waitFor(before + 2))
      .slice(before)
      .map((request) => JSON.parse(request.rawBody))
      .filter((envelope) => envelope.payload.company_id === tenant.company.id);
    expect(requests.map((envelope) => envelope.name).sort()).toEqual(['category_created', 'product_updated']);
    expect(requests.find((envelope) => envelope.name === 'product_updated').payload.product.category_ids).toHaveLength(
      1,
    );
  });

  it('lists the storefront resources and their schemas', async () => {
    const tenant = await createTenant();
    const resources = await api('GET', '/api/company/webhooks/resources', { token: tenant.token });
    expect(resources.body.resources.map((resource: any) => resource.name)).toEqual(
      expect.arrayContaining(['product', 'category', 'collection']),
    );
    const schema = await api('GET', '/api/webhooks/schemas/collection_deleted', { token: tenant.token });
    expect(schema.status).toBe(200);
    expect(JSON.stringify(schema.body)).toContain('product_ids');
  });
});
