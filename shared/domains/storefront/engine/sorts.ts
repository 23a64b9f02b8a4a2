import type { SortField, StoredItem } from './family';
import { foldText } from './text-fold';

/** Title order, case- and accent-insensitive (first 80 characters). */
export const titleSort: SortField = {
  key: (item) => foldText(item.title).slice(0, 80),
  description: 'Title, case- and accent-insensitive',
};

/** Creation order. */
export const createdAtSort: SortField = { key: (item) => item.created_at, description: 'Creation time' };

/** Order of a non-negative integer field (zero-padded so keys order like the numbers). */
export function integerSort(field: string, description: string): SortField {
  return { key: (item: StoredItem) => String(item[field]).padStart(7, '0'), description };
}
