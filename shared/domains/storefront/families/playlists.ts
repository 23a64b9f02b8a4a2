import { ValidationFailed } from '../../../platform/errors/domain-error';
import type { FamilyDefinition, StoredItem, ViewContext } from '../engine/family';
import { presentItem } from '../engine/present';
import { findItems } from '../engine/store';
import { isPubliclyVisible } from '../engine/visibility';
import { media } from './media';
import { PLAYLIST_ITEM_TYPES, playlistsAsReferences } from './playlists-as-references';
import { posts } from './posts';
import { products } from './products';

/** The family of each item `type` a playlist may hold. */
const ITEM_FAMILIES: Record<(typeof PLAYLIST_ITEM_TYPES)[number], FamilyDefinition> = { medium: media, product: products, post: posts };

type PlaylistEntry = { type: keyof typeof ITEM_FAMILIES; id: number };
const entriesOf = (item: StoredItem) => item.items as PlaylistEntry[];

/**
 * Playlists as the family table, the writes and the public lookup use them: the family of
 * playlists-as-references.ts with the hooks that read the referenced items. A write checks every
 * referenced item is in the company; a public lookup by slug answers the live ones, in order, each
 * in its family's public list shape (a product priced by `country` when given, media hidden from
 * public lists left out).
 */
export const playlists = {
  ...playlistsAsReferences,
  hooks: {
    ...playlistsAsReferences.hooks,
    prepare: async (next, _previous, input) => {
      if (input.items !== undefined) await assertEntriesExist(next.company_id, entriesOf(next));
      return next;
    },
    detail: async (item, context) => (context.kind === 'detail' ? { items: await liveEntries(item, context) } : {}),
  },
} satisfies FamilyDefinition;

async function assertEntriesExist(companyId: number, entries: PlaylistEntry[]): Promise<void> {
  for (const type of PLAYLIST_ITEM_TYPES) {
    const wanted = entries.filter((entry) => entry.type === type).map((entry) => entry.id);
    if (wanted.length === 0) continue;
    const found = await findItems(ITEM_FAMILIES[type], companyId, wanted);
    const missing = wanted.filter((id) => !found.has(id));
    if (missing.length > 0) throw new ValidationFailed({ 'library.items': [`${type} ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not in this company`] });
  }
}

/** The playlist's live items in order (one BatchGetItem per item type). */
async function liveEntries(playlist: StoredItem, context: ViewContext) {
  const listContext: ViewContext = { ...context, kind: 'list' };
  const byType = new Map<string, Map<number, StoredItem>>();
  for (const type of PLAYLIST_ITEM_TYPES) {
    const ids = entriesOf(playlist).filter((entry) => entry.type === type).map((entry) => entry.id);
    if (ids.length > 0) byType.set(type, await findItems(ITEM_FAMILIES[type], playlist.company_id, ids));
  }
  const live = entriesOf(playlist).flatMap((entry) => {
    const item = byType.get(entry.type)?.get(entry.id);
    const family = ITEM_FAMILIES[entry.type];
    // Items a public list would not show (restricted or rep-uploaded media) stay out of playlists too.
    return item && isPubliclyVisible(family, item, listContext) && (family.hooks?.listed?.(item) ?? true) ? [{ entry, item }] : [];
  });
  return Promise.all(live.map(async ({ entry, item }) => ({ ...entry, item: await presentItem(ITEM_FAMILIES[entry.type], item, listContext) })));
}
