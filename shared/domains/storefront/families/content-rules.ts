import { ValidationFailed } from '../../../platform/errors/domain-error';
import type { SortField, StoredItem } from '../engine/family';
import { findItems } from '../engine/store';
import { foldText } from '../engine/text-fold';

/** Sorts every content family offers: creation time (the default, newest first) and title. */
export const contentSorts: Record<string, SortField> = {
  created_at: { key: (item) => item.created_at, description: 'Creation time' },
  title: { key: (item) => foldText(item.title).slice(0, 80), description: 'Title, case- and accent-insensitive' },
};

/** The named stored fields of an item, for a family's `present` hook. */
export function pickFields(item: StoredItem, fields: readonly string[]): Record<string, unknown> {
  // A loop, not Object.fromEntries over pairs: it runs for every row of a public list page.
  const picked: Record<string, unknown> = {};
  for (const field of fields) picked[field] = item[field] ?? null;
  return picked;
}

/**
 * Ids written into `field` must name the company's items of `family` (one BatchGetItem per 100);
 * 422 naming the field otherwise. Answers the items found, by id.
 */
export async function assertItemsExist(
  family: string,
  companyId: number,
  ids: readonly number[],
  field: string,
): Promise<Map<number, StoredItem>> {
  const found = ids.length > 0 ? await findItems({ name: family }, companyId, ids) : new Map<number, StoredItem>();
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw new ValidationFailed({
      [field]: [`no ${family.replaceAll('_', ' ')} of this company has id ${missing.join(', ')}`],
    });
  return found;
}
