import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { familyRoutes } from '../../shared/edge/storefront/routes';
import { defineFamily, type StoredItem } from '../../shared/domains/storefront/engine/family';
import { createdAtSort, titleSort } from '../../shared/domains/storefront/engine/sorts';
import { viewRows } from '../../shared/domains/storefront/engine/views';
import { isLive } from '../../shared/domains/storefront/engine/visibility';
import { slugify } from '../../shared/domains/storefront/engine/text-fold';

/** A family declared only as data, the way sf2's families are: no engine change needed. */
const notes = defineFamily({
  name: 'note',
  plural: 'notes',
  bodyKey: 'note',
  label: 'Note',
  pageKind: 'note',
  statuses: ['draft', 'scheduled', 'published'],
  switchField: 'active',
  countryScoped: true,
  writeFields: () => ({ visibility: z.enum(['public', 'restricted']) }),
  defaults: { visibility: 'public' },
  viewFields: () => ({}),
  translatable: ['title'],
  listOmits: [],
  filters: {},
  sorts: { title: titleSort, created_at: createdAtSort },
  defaultSort: '-created_at',
  slug: { settable: false, followsTitle: true },
  hooks: {
    listed: (item) => item.visibility === 'public',
    memberships: (item) => (item.collection_id ? [{ family: 'collection', id: item.collection_id as number }] : []),
  },
  example: {},
});

const note = (fields: Partial<StoredItem>): StoredItem => ({
  id: 7,
  company_id: 3,
  family: 'note',
  title: 'Hello',
  slug: 'hello',
  slug_pinned: false,
  status: 'published',
  active: true,
  publish_at: null,
  language: 'en',
  translations: {},
  created_at: '2026-04-01T00:00:00.000Z',
  updated_at: '2026-04-01T00:00:00.000Z',
  version: 1,
  visibility: 'public',
  ...fields,
});

describe('view rows a family gets from its definition', () => {
  it('one company row per sort, one public row per sort while live-candidate and listed, one membership row per owner', () => {
    const pks = (item: StoredItem) => viewRows(notes, item).map((row) => row.pk.replace('COMPANY#3#SF#', ''));
    expect(pks(note({}))).toEqual(['note#all#title', 'note#live#title', 'note#all#created_at', 'note#live#created_at']);
    expect(pks(note({ active: false }))).toEqual(['note#all#title', 'note#all#created_at']);
    expect(pks(note({ status: 'draft' }))).toEqual(['note#all#title', 'note#all#created_at']);
    expect(pks(note({ visibility: 'restricted' }))).toEqual(['note#all#title', 'note#all#created_at']);
    expect(pks(note({ collection_id: 9 })).at(-1)).toBe('collection#0000000000000009#note');
  });

  it('builds a family’s field shapes when first asked for, once (importing a family builds no schema)', () => {
    const builds = { write: 0, view: 0 };
    const counted = defineFamily({
      ...notes,
      writeFields: () => {
        builds.write++;
        return { visibility: z.enum(['public', 'restricted']) };
      },
      viewFields: () => {
        builds.view++;
        return { visibility: z.string() };
      },
    });
    expect(builds).toEqual({ write: 0, view: 0 });
    expect(counted.writeFields()).toBe(counted.writeFields());
    expect(counted.viewFields()).toBe(counted.viewFields());
    expect(builds).toEqual({ write: 1, view: 1 });
  });

  it('builds only the routes a function reads: the public lookup builds the view, not the write bodies', () => {
    const builds = { write: 0, view: 0 };
    const counted = defineFamily({
      ...notes,
      writeFields: () => {
        builds.write++;
        return { visibility: z.enum(['public', 'restricted']) };
      },
      viewFields: () => {
        builds.view++;
        return { visibility: z.string() };
      },
    });
    const routes = familyRoutes(counted);
    expect(routes.getPublic.id).toBe('getNoteBySlug');
    expect(builds).toEqual({ write: 0, view: 1 });
    expect(Object.values(routes).map((route) => route.id)).toEqual([
      'listCompanyNotes',
      'createNote',
      'getCompanyNote',
      'updateNote',
      'deleteNote',
      'listNotes',
      'getNoteBySlug',
    ]);
    expect(builds).toEqual({ write: 1, view: 1 });
    expect(familyRoutes(counted)).toBe(routes);
  });

  it('scheduled items are live from their publish time on', () => {
    const scheduled = note({ status: 'scheduled', publish_at: '2026-04-02T10:00:00.000Z' });
    expect(isLive(notes, scheduled, new Date('2026-04-02T09:59:59.999Z'))).toBe(false);
    expect(isLive(notes, scheduled, new Date('2026-04-02T10:00:00.000Z'))).toBe(true);
  });

  it.each([
    ['Crème Brûlée', 'creme-brulee'],
    ['  Hello,  World!  ', 'hello-world'],
    ['日本', 'item'],
    ['a'.repeat(150), 'a'.repeat(100)],
  ])('slugify(%j) = %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
