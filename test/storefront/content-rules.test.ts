import { describe, expect, it } from 'vitest';
import { createAgreement } from '../helpers/agreements';
import { api } from '../helpers/http';
import { companyCall, createItem, productBody, shopGet } from '../helpers/storefront';
import { createTenant } from '../helpers/tenant';
import { createRep } from '../helpers/webhooks';

const live = { status: 'published', active: true };
const slugsOf = (res: any, key: string) => res.body[key].map((row: any) => row.slug);

describe('posts', () => {
  it('carry post date, author (a member), summary and collections; newest post date first; category and collection filters', async () => {
    const tenant = await createTenant();
    const rep = await createRep(tenant.token, { first_name: 'Ann', last_name: 'Author' });
    const collection = await createItem(tenant, 'collections', 'collection', { title: 'Guides', ...live });
    const category = await createItem(tenant, 'categories', 'category', { title: 'Skin', ...live });
    const old = await createItem(tenant, 'posts', 'post', {
      title: 'Old',
      ...live,
      post_date: '2026-01-01T00:00:00Z',
      author_id: rep.id,
      summary: 'Before',
      collection_ids: [collection.id],
    });
    const recent = await createItem(tenant, 'posts', 'post', {
      title: 'Recent',
      ...live,
      post_date: '2026-03-01T00:00:00Z',
      category_ids: [category.id],
    });
    expect(old).toMatchObject({
      post_date: '2026-01-01T00:00:00.000Z',
      author_id: rep.id,
      author: { id: rep.id, name: 'Ann Author' },
      summary: 'Before',
      collection_ids: [collection.id],
    });
    expect(slugsOf(await shopGet(tenant, '/posts'), 'posts')).toEqual([recent.slug, old.slug]);
    expect(slugsOf(await shopGet(tenant, '/posts?sort=post_date'), 'posts')).toEqual([old.slug, recent.slug]);
    expect(slugsOf(await shopGet(tenant, `/posts?filter[collection_id]=${collection.id}`), 'posts')).toEqual([
      old.slug,
    ]);
    expect(slugsOf(await shopGet(tenant, `/posts?filter[category_id]=${category.id}`), 'posts')).toEqual([recent.slug]);
  });

  it.each([
    [
      'an author from another company',
      async (other: any) => ({ author_id: (await createRep(other.token)).id }),
      'post.author_id',
    ],
    [
      'another company’s collection',
      async (other: any) => ({
        collection_ids: [(await createItem(other, 'collections', 'collection', { title: 'X' })).id],
      }),
      'post.collection_ids',
    ],
  ])('refuses %s (422 naming the field)', async (_name, fields, field) => {
    const [tenant, other] = await Promise.all([createTenant(), createTenant()]);
    const res = await companyCall(tenant, 'POST', '/posts', { post: { title: 'P', ...(await fields(other)) } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });
});

describe('pages', () => {
  it('renaming changes the slug; the old slug stays an alias resolving to the page', async () => {
    const tenant = await createTenant();
    const page = await createItem(tenant, 'pages', 'page', { title: 'About', ...live });
    const renamed = await companyCall(tenant, 'PUT', `/pages/${page.id}`, { page: { title: 'About us' } });
    expect(renamed.body.page.slug).toBe('about-us');
    const viaOld = await shopGet(tenant, '/pages/about');
    expect(viaOld.status).toBe(200);
    expect(viaOld.body.page).toMatchObject({ id: page.id, slug: 'about-us' });
    expect((await companyCall(tenant, 'GET', `/pages/${page.id}`)).body.page.slug_aliases).toEqual(['about']);
    const taken = await companyCall(tenant, 'POST', '/pages', { page: { title: 'Other', slug: 'about' } });
    expect(taken.status).toBe(422);
    const back = await companyCall(tenant, 'PUT', `/pages/${page.id}`, { page: { title: 'About' } });
    expect(back.body.page.slug).toBe('about');
    expect((await shopGet(tenant, '/pages/about-us')).body.page.id).toBe(page.id);
  });

  it('a pinned slug survives a rename; slug_pinned false lets it follow the title again', async () => {
    const tenant = await createTenant();
    const page = await createItem(tenant, 'pages', 'page', { title: 'Terms', slug: 'legal', ...live });
    expect(page.slug_pinned).toBe(true);
    expect(
      (await companyCall(tenant, 'PUT', `/pages/${page.id}`, { page: { title: 'Terms of use' } })).body.page.slug,
    ).toBe('legal');
    const unpinned = await companyCall(tenant, 'PUT', `/pages/${page.id}`, {
      page: { title: 'Terms of sale', slug_pinned: false },
    });
    expect(unpinned.body.page).toMatchObject({ slug: 'terms-of-sale', slug_pinned: false });
  });

  it('a slug sent back unchanged (a form saving the page as read) does not pin it: a new title still moves it; a new slug pins', async () => {
    const tenant = await createTenant();
    const page = await createItem(tenant, 'pages', 'page', { title: 'Shipping', ...live });
    const renamed = await companyCall(tenant, 'PUT', `/pages/${page.id}`, {
      page: { title: 'Shipping rates', slug: 'shipping', slug_pinned: false },
    });
    expect(renamed.body.page).toMatchObject({ slug: 'shipping-rates', slug_pinned: false });
    const pinned = await companyCall(tenant, 'PUT', `/pages/${page.id}`, {
      page: { title: 'Shipping rates', slug: 'delivery' },
    });
    expect(pinned.body.page).toMatchObject({ slug: 'delivery', slug_pinned: true });
  });

  it('clone makes an inactive draft copy with a fresh slug; deleting frees the aliases', async () => {
    const tenant = await createTenant();
    const page = await createItem(tenant, 'pages', 'page', {
      title: 'Welcome',
      body: '<p>Hi</p>',
      countries: ['US'],
      ...live,
    });
    const clone = await companyCall(tenant, 'POST', `/pages/${page.id}/clone`);
    expect(clone.status).toBe(201);
    expect(clone.body.page).toMatchObject({
      title: 'Welcome (copy)',
      slug: 'welcome-copy',
      status: 'draft',
      active: false,
      body: '<p>Hi</p>',
      countries: ['US'],
    });
    expect(clone.body.page.id).not.toBe(page.id);
    const stranger = await createTenant();
    expect((await companyCall(stranger, 'POST', `/pages/${page.id}/clone`)).status).toBe(404);
    await companyCall(tenant, 'PUT', `/pages/${page.id}`, { page: { title: 'Hello' } });
    await companyCall(tenant, 'DELETE', `/pages/${page.id}`);
    expect((await shopGet(tenant, '/pages/welcome')).status).toBe(404);
    expect((await companyCall(tenant, 'POST', '/pages', { page: { title: 'New', slug: 'welcome' } })).status).toBe(201);
  });
});

describe('media', () => {
  it('restricted and rep-uploaded media never appear in a public list yet resolve by slug; company list filters visibility and media_type', async () => {
    const tenant = await createTenant();
    const rep = await createRep(tenant.token);
    const open = await createItem(tenant, 'media', 'medium', {
      title: 'Open',
      video_url: 'https://cdn.example.com/a.mp4',
      ...live,
    });
    const restricted = await createItem(tenant, 'media', 'medium', {
      title: 'Restricted',
      visibility: 'restricted',
      ...live,
    });
    const byRep = await createItem(tenant, 'media', 'medium', { title: 'By rep', rep_id: rep.id, ...live });
    expect(open).toMatchObject({ media_type: 'video', video_status: 'ready' });
    expect(slugsOf(await shopGet(tenant, '/media'), 'media')).toEqual([open.slug]);
    for (const hidden of [restricted, byRep])
      expect((await shopGet(tenant, `/media/${hidden.slug}`)).body.medium.id).toBe(hidden.id);
    expect(slugsOf(await shopGet(tenant, '/media?filter[media_type]=image'), 'media')).toEqual([]);
    expect(slugsOf(await companyCall(tenant, 'GET', '/media?filter[visibility]=restricted'), 'media')).toEqual([
      restricted.slug,
    ]);
    expect((await shopGet(tenant, '/media?filter[visibility]=restricted')).status).toBe(422);
  });

  it('slugs are generated from the title (a sent slug is refused) and unique per company', async () => {
    const tenant = await createTenant();
    const first = await createItem(tenant, 'media', 'medium', { title: 'Demo video' });
    const second = await createItem(tenant, 'media', 'medium', { title: 'Demo video' });
    expect([first.slug, second.slug]).toEqual(['demo-video', 'demo-video-2']);
    const refused = await companyCall(tenant, 'POST', '/media', { medium: { title: 'X', slug: 'mine' } });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['medium.slug']);
  });

  it('uploads: presigned per type and size limit; the upload_id sets type, format and URL; a rep_id must be a rep', async () => {
    const tenant = await createTenant();
    const presigned = await companyCall(tenant, 'POST', '/media/uploads', {
      uploads: [{ content_type: 'video/mp4', size: 5_000_000 }],
    });
    expect(presigned.status).toBe(200);
    const [upload] = presigned.body.uploads;
    expect(upload).toMatchObject({ upload_id: expect.stringMatching(/^upl_[0-9a-f]{32}\.mp4$/), media_type: 'video' });
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.upload.fields as Record<string, string>))
      form.append(name, value);
    form.append('file', new Blob([new Uint8Array([0, 0, 0, 24])], { type: 'video/mp4' }));
    expect((await fetch(upload.upload.url, { method: 'POST', body: form })).status).toBe(204);
    const medium = await createItem(tenant, 'media', 'medium', { title: 'Uploaded', upload_id: upload.upload_id });
    expect(medium).toMatchObject({ media_type: 'video', media_format: 'mp4', video_url: upload.url });
    expect((await fetch(medium.video_url)).status).toBe(200);

    const tooBig = await companyCall(tenant, 'POST', '/media/uploads', {
      uploads: [{ content_type: 'image/png', size: 11 * 1024 * 1024 }],
    });
    expect(tooBig.status).toBe(422);
    expect(Object.keys(tooBig.body.errors)).toEqual(['uploads.0.size']);
    expect(
      (await companyCall(tenant, 'POST', '/media/uploads', { uploads: [{ content_type: 'text/html', size: 10 }] }))
        .status,
    ).toBe(422);
    const admin = await createRep(tenant.token, { type: 'admin', username: null });
    const notRep = await companyCall(tenant, 'POST', '/media', { medium: { title: 'X', rep_id: admin.id } });
    expect(Object.keys(notRep.body.errors)).toEqual(['medium.rep_id']);
  });
});

describe('playlists', () => {
  it('take the library body key on update; a lookup answers only live items, in order', async () => {
    const tenant = await createTenant();
    const medium = await createItem(tenant, 'media', 'medium', { title: 'Clip', ...live });
    const hiddenPost = await createItem(tenant, 'posts', 'post', { title: 'Draft post' });
    const product = await createItem(tenant, 'products', 'product', productBody('Serum').product);
    const playlist = await createItem(tenant, 'playlists', 'library', { title: 'Start here', ...live });
    const updated = await companyCall(tenant, 'PUT', `/playlists/${playlist.id}`, {
      library: {
        items: [
          { type: 'product', id: product.id },
          { type: 'post', id: hiddenPost.id },
          { type: 'medium', id: medium.id },
        ],
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.library.items).toHaveLength(3);
    const lookup = await shopGet(tenant, `/playlists/${playlist.slug}?country=DE`);
    expect(lookup.body.library.items.map((entry: any) => [entry.type, entry.id])).toEqual([
      ['product', product.id],
      ['medium', medium.id],
    ]);
    expect(lookup.body.library.items[0].item).toMatchObject({ slug: product.slug, currency_code: 'EUR', price: 1799 });
    const wrongKey = await companyCall(tenant, 'PUT', `/playlists/${playlist.id}`, { playlist: { title: 'x' } });
    expect(wrongKey.status).toBe(422);
    const stranger = await createTenant();
    const foreign = await createItem(stranger, 'media', 'medium', { title: 'Theirs' });
    const refused = await companyCall(tenant, 'PUT', `/playlists/${playlist.id}`, {
      library: { items: [{ type: 'medium', id: foreign.id }] },
    });
    expect(Object.keys(refused.body.errors)).toEqual(['library.items']);
  });
});

describe('enrollment packs', () => {
  it('a lookup answers its live products priced by country (left out where not sold) and its active agreements', async () => {
    const tenant = await createTenant();
    const both = await createItem(tenant, 'products', 'product', productBody('Kit serum').product);
    const usOnly = await createItem(
      tenant,
      'products',
      'product',
      productBody('US cream', { variants: [{ title: 'D', countries: [{ country: 'US', price: 500 }] }] }).product,
    );
    const pack = await createItem(tenant, 'enrollment_packs', 'enrollment_pack', {
      title: 'Starter',
      ...live,
      enrollment_fee: 2500,
      products: [{ product_id: both.id, quantity: 2 }, { product_id: usOnly.id }],
    });
    const terms = await createAgreement(tenant, { title: 'Pack terms', enrollment_pack_id: pack.id });
    await createAgreement(tenant, { title: 'Inactive', enrollment_pack_id: pack.id, active: false });
    await createAgreement(tenant, { title: 'Company-wide' });
    const de = await shopGet(tenant, `/enrollment_packs/${pack.slug}?country=DE`);
    expect(
      de.body.enrollment_pack.products.map((entry: any) => [entry.product_id, entry.quantity, entry.product.price]),
    ).toEqual([[both.id, 2, 1799]]);
    expect(de.body.enrollment_pack.agreements.map((agreement: any) => agreement.id)).toEqual([terms.id]);
    const us = await shopGet(tenant, `/enrollment_packs/${pack.slug}?country=US`);
    expect(us.body.enrollment_pack.products.map((entry: any) => entry.product.currency_code)).toEqual(['USD', 'USD']);
    expect(
      (await companyCall(tenant, 'GET', `/enrollment_packs/${pack.id}`)).body.enrollment_pack.agreements,
    ).toHaveLength(2);
  });

  it('an agreement’s enrollment_pack_id must name a pack of the company', async () => {
    const [tenant, other] = await Promise.all([createTenant(), createTenant()]);
    const foreign = await createItem(other, 'enrollment_packs', 'enrollment_pack', { title: 'Theirs' });
    const res = await api('POST', '/api/agreements', {
      token: tenant.token,
      body: { agreement: { title: 'T', enrollment_pack_id: foreign.id } },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['agreement.enrollment_pack_id']);
  });
});
