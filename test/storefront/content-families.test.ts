import { describe, expect, it } from 'vitest';
import { advanceClock, collectPages, companyCall, createItem, shopGet } from '../helpers/storefront';
import { createTenant } from '../helpers/tenant';

/** The five content families: path, body key, whether `archived` exists. */
const families = [
  { plural: 'posts', key: 'post', archived: true },
  { plural: 'pages', key: 'page', archived: false },
  { plural: 'media', key: 'medium', archived: false },
  { plural: 'playlists', key: 'library', archived: false },
  { plural: 'enrollment_packs', key: 'enrollment_pack', archived: false },
] as const;

const slugs = (rows: any[]) => rows.map((row) => row.slug).sort();

describe.each(families)('$plural: the shared family rules', ({ plural, key, archived }) => {
  it('create → publish/schedule → public list and slug lookup show only live, switched-on items; scheduled ones go live at their time', async () => {
    const tenant = await createTenant();
    const live = await createItem(tenant, plural, key, { title: 'Live one', status: 'published', active: true });
    const off = await createItem(tenant, plural, key, { title: 'Switched off', status: 'published', active: false });
    const draft = await createItem(tenant, plural, key, { title: 'Draft one', active: true });
    const later = await createItem(tenant, plural, key, {
      title: 'Later',
      status: 'scheduled',
      active: true,
      publish_at: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(draft.status).toBe('draft');

    expect(slugs((await shopGet(tenant, `/${plural}`)).body[plural])).toEqual([live.slug]);
    expect((await shopGet(tenant, `/${plural}/${live.slug}`)).body[key].id).toBe(live.id);
    for (const hidden of [off, draft, later])
      expect((await shopGet(tenant, `/${plural}/${hidden.slug}`)).status).toBe(404);

    await advanceClock(tenant, 3601);
    expect(slugs((await shopGet(tenant, `/${plural}`)).body[plural])).toEqual(slugs([live, later]));
    expect((await shopGet(tenant, `/${plural}/${later.slug}`)).status).toBe(200);

    const company = await companyCall(tenant, 'GET', `/${plural}`);
    expect(company.body[plural]).toHaveLength(4);
  });

  it(`the body key is \`${key}\` on create and update; archived is ${archived ? 'a status' : 'refused with 422 naming status'}`, async () => {
    const tenant = await createTenant();
    const item = await createItem(tenant, plural, key, { title: 'Original' });
    const updated = await companyCall(tenant, 'PUT', `/${plural}/${item.id}`, {
      [key]: { title: 'Renamed', status: 'published' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body[key]).toMatchObject({ id: item.id, title: 'Renamed', status: 'published' });
    const res = await companyCall(tenant, 'PUT', `/${plural}/${item.id}`, { [key]: { status: 'archived' } });
    if (archived) expect(res.body[key].status).toBe('archived');
    else {
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([`${key}.status`]);
    }
  });

  it('filter[country] and filter[language] keep items shown there / available in that language', async () => {
    const tenant = await createTenant();
    const everywhere = await createItem(tenant, plural, key, {
      title: 'Everywhere',
      status: 'published',
      active: true,
    });
    const german = await createItem(tenant, plural, key, {
      title: 'German',
      status: 'published',
      active: true,
      countries: ['DE'],
      translations: { de: { title: 'Deutsch' } },
    });
    await createItem(tenant, plural, key, { title: 'American', status: 'published', active: true, countries: ['US'] });
    expect(slugs((await shopGet(tenant, `/${plural}?filter[country]=DE`)).body[plural])).toEqual(
      slugs([everywhere, german]),
    );
    expect(slugs((await shopGet(tenant, `/${plural}?filter[language]=de`)).body[plural])).toEqual([german.slug]);
    expect((await shopGet(tenant, `/${plural}/${german.slug}?lang=de`)).body[key].title).toBe('Deutsch');
  });

  it('pages through 3+ pages in both default and title order without skips or repeats', async () => {
    const tenant = await createTenant();
    const created = [];
    for (let index = 0; index < 7; index++)
      created.push(
        await createItem(tenant, plural, key, {
          title: `Item ${String.fromCharCode(71 - index)}`,
          status: 'published',
          active: index !== 3,
        }),
      );
    const live = created.filter((_, index) => index !== 3);
    for (const sort of ['', '&sort=title']) {
      const { rows, pages } = await collectPages(
        (cursor) =>
          shopGet(
            tenant,
            `/${plural}?page[limit]=2${sort}${cursor ? `&page[cursor]=${encodeURIComponent(cursor)}` : ''}`,
          ),
        plural,
      );
      expect(pages).toBe(3);
      expect(rows.map((row) => row.id).sort()).toEqual(live.map((item) => item.id).sort());
      if (sort) expect(rows.map((row) => row.title)).toEqual([...rows.map((row) => row.title)].sort());
    }
  });

  it('isolates companies: another shop’s slug is a 404 on the public surface, another company’s id on the company surface', async () => {
    const [owner, stranger] = await Promise.all([createTenant(), createTenant()]);
    const item = await createItem(owner, plural, key, { title: 'Mine', status: 'published', active: true });
    expect((await shopGet(stranger, `/${plural}/${item.slug}`)).status).toBe(404);
    expect((await shopGet(stranger, `/${plural}`)).body[plural]).toEqual([]);
    expect((await companyCall(stranger, 'GET', `/${plural}/${item.id}`)).status).toBe(404);
    expect((await companyCall(stranger, 'PUT', `/${plural}/${item.id}`, { [key]: { title: 'x' } })).status).toBe(404);
    expect((await companyCall(stranger, 'DELETE', `/${plural}/${item.id}`)).status).toBe(404);
  });
});
