import type { FamilyDefinition, StoredFamily, StoredItem, ViewContext } from './family';

/**
 * Candidate for the public lists: switched on and published or scheduled. Candidates get rows in
 * the `live` views; the publish time is checked when read, so a scheduled item goes live at its
 * time with no job to flip it (SPEC "Storefront resource families" rule 3).
 */
export function isLiveCandidate(family: Pick<StoredFamily, 'switchField'>, item: StoredItem): boolean {
  return item[family.switchField] === true && (item.status === 'published' || item.status === 'scheduled');
}

/** Live now: a candidate whose publish time (if any) has come. */
export function isLive(family: Pick<StoredFamily, 'switchField'>, item: StoredItem, now: Date): boolean {
  if (!isLiveCandidate(family, item)) return false;
  return item.status === 'published' || (item.publish_at !== null && Date.parse(item.publish_at) <= now.getTime());
}

/** Shown to the public in this context: live, and whatever the family adds (sold in `country`). */
export function isPubliclyVisible(family: FamilyDefinition, item: StoredItem, context: ViewContext): boolean {
  return isLive(family, item, context.now) && (family.hooks?.visible?.(item, context) ?? true);
}
