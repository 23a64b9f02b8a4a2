import { z } from 'zod';
import { ValidationFailed } from '../../../platform/errors/domain-error';
import { playlistsDescriptor } from '../descriptors/playlists';
import { defineFamily, type FamilyDefinition, type StoredItem, type ViewContext } from '../engine/family';
import { optionalText, storefrontId, urlField } from '../engine/fields';
import { presentItem } from '../engine/present';
import { findItems } from '../engine/store';
import { isPubliclyVisible } from '../engine/visibility';
import { contentSorts, pickFields } from './content-rules';
import { media } from './media';
import { posts } from './posts';
import { products } from './products';

/** What a playlist may hold, by item `type`, and the family of each. */
const PLAYLIST_ITEM_TYPES = ['medium', 'product', 'post'] as const;
const ITEM_FAMILIES: Record<(typeof PLAYLIST_ITEM_TYPES)[number], FamilyDefinition> = {
  medium: media,
  product: products,
  post: posts,
};
const MAX_ITEMS = 100;

type PlaylistEntry = { type: keyof typeof ITEM_FAMILIES; id: number };

/** A playlist's stored fields beyond the engine's. */
export interface PlaylistFields {
  description: string | null;
  image_url: string | null;
  items: PlaylistEntry[];
}

/**
 * Playlists (body key `library` on create and update, SPEC rule 1): an ordered list of media,
 * products and posts. A write checks every referenced item is in the company; a public lookup by
 * slug answers the live ones, in order, each in its family's public list shape (a product priced
 * by `country` when given, media hidden from public lists left out).
 */
export const playlists = defineFamily<PlaylistFields>({
  ...playlistsDescriptor,
  statuses: ['draft', 'scheduled', 'published'],
  countryScoped: true,
  lookupCountry: true,
  writeFields: () => ({
    description: optionalText(5000),
    image_url: urlField,
    items: z
      .array(z.object({ type: z.enum(PLAYLIST_ITEM_TYPES), id: storefrontId }).strict())
      .max(MAX_ITEMS)
      .refine(
        (list) => new Set(list.map((entry) => `${entry.type}:${entry.id}`)).size === list.length,
        'must not repeat an item',
      )
      .describe('The playlist in order (replaces the list)'),
  }),
  defaults: { description: null, image_url: null, items: [] },
  viewFields: () => ({
    description: z.string().nullable().optional(),
    image_url: z.string().nullable(),
    items: z
      .array(
        z.object({
          type: z.enum(PLAYLIST_ITEM_TYPES),
          id: z.number().int(),
          item: z
            .record(z.string(), z.unknown())
            .optional()
            .describe('Public lookup: the live item in its public list shape'),
        }),
      )
      .optional(),
  }),
  translatable: ['title', 'description'],
  listOmits: ['description', 'items'],
  filters: {},
  sorts: contentSorts,
  slug: { settable: true, followsTitle: false },
  hooks: {
    prepare: async (next, _previous, input) => {
      if (input.items !== undefined) await assertEntriesExist(next.company_id, next.items);
      return next;
    },
    present: (item) => pickFields(item, ['description', 'image_url', 'items']),
    detail: async (item, context) => (context.kind === 'detail' ? { items: await liveEntries(item, context) } : {}),
  },
  example: {
    id: 4_503_599_627_370_801,
    title: 'Getting started',
    slug: 'getting-started',
    status: 'published',
    active: true,
    publish_at: null,
    language: 'en',
    default_language: 'en',
    available_languages: ['en'],
    countries: [],
    created_at: '2026-04-01T09:30:00.000Z',
    updated_at: '2026-04-01T09:30:00.000Z',
    description: 'Watch these first',
    image_url: null,
    items: [{ type: 'medium', id: 4_503_599_627_370_150 }],
  },
});

async function assertEntriesExist(companyId: number, entries: PlaylistEntry[]): Promise<void> {
  for (const type of PLAYLIST_ITEM_TYPES) {
    const wanted = entries.filter((entry) => entry.type === type).map((entry) => entry.id);
    if (wanted.length === 0) continue;
    const found = await findItems(ITEM_FAMILIES[type], companyId, wanted);
    const missing = wanted.filter((id) => !found.has(id));
    if (missing.length > 0)
      throw new ValidationFailed({
        'library.items': [`${type} ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not in this company`],
      });
  }
}

/** The playlist's live items in order (one BatchGetItem per item type). */
async function liveEntries(playlist: StoredItem<PlaylistFields>, context: ViewContext) {
  const listContext: ViewContext = { ...context, kind: 'list' };
  const byType = new Map<string, Map<number, StoredItem>>();
  for (const type of PLAYLIST_ITEM_TYPES) {
    const ids = playlist.items.filter((entry) => entry.type === type).map((entry) => entry.id);
    if (ids.length > 0) byType.set(type, await findItems(ITEM_FAMILIES[type], playlist.company_id, ids));
  }
  const live = playlist.items.flatMap((entry) => {
    const item = byType.get(entry.type)?.get(entry.id);
    const family = ITEM_FAMILIES[entry.type];
    // Items a public list would not show (restricted or rep-uploaded media) stay out of playlists too.
    return item && isPubliclyVisible(family, item, listContext) && (family.hooks?.listed?.(item) ?? true)
      ? [{ entry, item }]
      : [];
  });
  return Promise.all(
    live.map(async ({ entry, item }) => ({
      ...entry,
      item: await presentItem(ITEM_FAMILIES[entry.type], item, listContext),
    })),
  );
}
