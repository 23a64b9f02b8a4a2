import { z } from 'zod';
import { defineFamily } from '../engine/family';
import { optionalText, storefrontId, urlField } from '../engine/fields';
import { contentSorts, pickFields } from './content-rules';

/** What a playlist may hold, by item `type` (playlists.ts maps each to its family). */
export const PLAYLIST_ITEM_TYPES = ['medium', 'product', 'post'] as const;
const MAX_ITEMS = 100;

/**
 * Playlists (body key `library` on create and update, SPEC rule 1): an ordered list of media,
 * products and posts. This is the family as the functions that answer or drop the references
 * (type and id) use it: the company views, both lists and the delete. The writes, which check
 * the referenced items exist, and the public lookup, which answers the live ones, use `playlists`
 * (playlists.ts), the same family with the hooks that read the media, products and posts
 * families; those families (prices, the country table) stay out of the other functions' bundles.
 */
export const playlistsAsReferences = defineFamily({
  name: 'library',
  plural: 'playlists',
  bodyKey: 'library',
  label: 'Playlist',
  statuses: ['draft', 'scheduled', 'published'],
  switchField: 'active',
  countryScoped: true,
  lookupCountry: true,
  writeFields: () => ({
    description: optionalText(5000),
    image_url: urlField,
    items: z
      .array(z.object({ type: z.enum(PLAYLIST_ITEM_TYPES), id: storefrontId }).strict())
      .max(MAX_ITEMS)
      .refine((list) => new Set(list.map((entry) => `${entry.type}:${entry.id}`)).size === list.length, 'must not repeat an item')
      .describe('The playlist in order (replaces the list)'),
  }),
  defaults: { description: null, image_url: null, items: [] },
  viewFields: () => ({
    description: z.string().nullable().optional(),
    image_url: z.string().nullable(),
    items: z
      .array(z.object({ type: z.enum(PLAYLIST_ITEM_TYPES), id: z.number().int(), item: z.record(z.string(), z.unknown()).optional().describe('Public lookup: the live item in its public list shape') }))
      .optional(),
  }),
  translatable: ['title', 'description'],
  listOmits: ['description', 'items'],
  filters: {},
  sorts: contentSorts,
  defaultSort: '-created_at',
  slug: { settable: true, followsTitle: false },
  hooks: {
    present: (item) => pickFields(item, ['description', 'image_url', 'items']),
  },
  example: {
    id: 4_503_599_627_370_801, title: 'Getting started', slug: 'getting-started', status: 'published', active: true, publish_at: null, language: 'en', default_language: 'en',
    available_languages: ['en'], countries: [], created_at: '2026-04-01T09:30:00.000Z', updated_at: '2026-04-01T09:30:00.000Z', description: 'Watch these first', image_url: null,
    items: [{ type: 'medium', id: 4_503_599_627_370_150 }],
  },
});
