import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { storefrontFamilies } from '../../shared/domains/storefront/families';
import { companyCall, productBody } from '../helpers/storefront';
import { createTenant } from '../helpers/tenant';

const readme = readFileSync(new URL('../../docs/storefront-and-themes.md', import.meta.url), 'utf8');
const publishTable = readme.split('**How to publish each resource**')[1]!.split('\n\n')[1]!;

describe('how to publish each resource (storefront guide table, generated check over the family table)', () => {
  it.each(storefrontFamilies.map((family) => [family.plural, family] as const))(
    '%s: the guide row names its switch and statuses',
    (_plural, family) => {
      const row = publishTable.split('\n').find((line) =>
        line
          .split('|')[1]!
          .split(',')
          .some((name) => name.trim() === family.plural.replaceAll('_', ' ')),
      );
      expect(row, `no row for ${family.plural}`).toBeDefined();
      const [, , live, switchColumn, statuses] = row!.split('|');
      expect(switchColumn!.trim().startsWith(`\`${family.switchField}\``)).toBe(true);
      expect(live).toContain(family.switchField === 'public' ? '`public: true`' : '`active: true`');
      expect(statuses!.split(',').map((status) => status.trim())).toEqual(family.statuses);
    },
  );
});

describe('publishing refusals and warnings say which switch applies', () => {
  it('`public` on a collection → 422: collections are switched with `active`', async () => {
    const tenant = await createTenant();
    const res = await companyCall(tenant, 'POST', '/collections', {
      collection: { title: 'Summer', status: 'published', public: true },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'collection.public': [
        "is not a known key; collections are switched with `active`; `public` is the products' switch",
      ],
    });
  });

  it('`active` on a product is read-only: refused on create, ignored on update where a value the answer does not carry warns that products are switched with `public`', async () => {
    const tenant = await createTenant();
    const created = await companyCall(tenant, 'POST', '/products', {
      product: { ...productBody('Mug').product, active: true },
    });
    expect(created.status).toBe(422);
    expect(Object.keys(created.body.errors)).toEqual(['product.active']);
    const unchanged = await companyCall(tenant, 'POST', '/products', productBody('Mug'));
    expect(unchanged.status).toBe(201);
    expect(
      (await companyCall(tenant, 'PUT', `/products/${unchanged.body.product.id}`, { product: { active: true } })).body
        .meta,
    ).not.toHaveProperty('warnings');

    const res = await companyCall(tenant, 'PUT', `/products/${unchanged.body.product.id}`, {
      product: { active: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({ public: true, active: true });
    expect(res.body.meta.warnings).toEqual([
      expect.stringMatching(/^`product.active` is read-only and was ignored; products are switched with `public`/),
    ]);
  });

  it('a product saved published with public: false is saved, and meta.warnings says why it is not live', async () => {
    const tenant = await createTenant();
    const hidden = await companyCall(tenant, 'POST', '/products', productBody('Hidden', { public: false }));
    expect(hidden.status).toBe(201);
    expect(hidden.body.product).toMatchObject({ status: 'published', public: false, active: false });
    expect(hidden.body.meta.warnings).toEqual([
      'This product is published but `public` is false, so the shop does not show it; set `public: true` to make it live',
    ]);

    const live = await companyCall(tenant, 'PUT', `/products/${hidden.body.product.id}`, { product: { public: true } });
    expect(live.status).toBe(200);
    expect(live.body.product.active).toBe(true);
    expect(live.body.meta).not.toHaveProperty('warnings');

    const draft = await companyCall(
      tenant,
      'POST',
      '/products',
      productBody('Draft', { status: 'draft', public: false }),
    );
    expect(draft.body.meta).not.toHaveProperty('warnings');
  });
});
