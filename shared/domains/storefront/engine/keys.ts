import { companyPartition } from '../../company/company-entity';
import { sortableId } from '../../../platform/ids';
import type { FamilyDefinition, StoredItem } from './family';

/**
 * Every key the engine writes, in one place. All live in the company's partitions, so nothing
 * can be read across companies:
 * - item:        pk COMPANY#c                          sk SF#<family>#<id>
 * - sort view:   pk COMPANY#c#SF#<family>#<all|live>#<sort>  sk <sort key>#<id>   (copy of the item)
 * - membership:  pk COMPANY#c#SF#<family>#<id>#<member family>  sk <default sort key>#<member id>
 * - slug guard:  UNIQUE#sf#<c>#<family>#<slug> (see db/unique.ts)
 */
export const storefrontKeys = {
  item: (companyId: number, family: string, id: number) => ({
    pk: companyPartition(companyId),
    sk: `SF#${family}#${sortableId(id)}`,
  }),
  view: (companyId: number, family: string, surface: 'all' | 'live', sort: string) =>
    `${companyPartition(companyId)}#SF#${family}#${surface}#${sort}`,
  members: (companyId: number, ownerFamily: string, ownerId: number, memberFamily: string) =>
    `${companyPartition(companyId)}#SF#${ownerFamily}#${sortableId(ownerId)}#${memberFamily}`,
  slugScope: (companyId: number, family: string) => `sf#${companyId}#${family}`,
  rowSortKey: (sortKey: string, id: number) => `${sortKey}#${sortableId(id)}`,
} as const;

/** The sort field and direction of a `sort` value (`-priority` → priority, descending). */
export function parseSort(sort: string): { field: string; descending: boolean } {
  const descending = sort.startsWith('-');
  return { field: descending ? sort.slice(1) : sort, descending };
}

/** The `sort` values a family accepts: each sort field ascending and descending. */
export function sortValues(family: FamilyDefinition): string[] {
  return Object.keys(family.sorts).flatMap((field) => [field, `-${field}`]);
}

/** The default sort's key of an item (membership rows order by it). */
export function defaultSortKey(family: FamilyDefinition, item: StoredItem): string {
  return family.sorts[parseSort(family.defaultSort).field]!.key(item);
}
