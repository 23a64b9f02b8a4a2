import { batchWrite } from '../shared/platform/db/batch-write';
import { uniqueGuard } from '../shared/platform/db/unique';
import type { FamilyDefinition, StoredItem } from '../shared/domains/storefront/engine/family';
import { storefrontKeys } from '../shared/domains/storefront/engine/keys';
import { viewWrites } from '../shared/domains/storefront/engine/views';

/** Records written at once: eight BatchWriteItems in flight. */
const SLICE = 8 * 25;

/**
 * Writes live storefront items straight to the table as the engine stores them: each item, its
 * slug guard and its row of the one live view the measured endpoints read (`view`, e.g.
 * `priority`); seeding every view would take minutes, not one.
 */
export async function seedStorefrontItems(
  family: FamilyDefinition,
  items: readonly StoredItem[],
  view: string,
): Promise<void> {
  const records = items.flatMap((item) => [
    { ...item, ...storefrontKeys.item(item.company_id, family.name, item.id), entity: 'storefront_item' },
    uniqueGuard(storefrontKeys.slugScope(item.company_id, family.name), item.slug, { item_id: item.id }).Put.Item,
    ...viewWrites(family, undefined, item)
      .map((write) => write.Put!.Item!)
      .filter((row) => (row.pk as string).endsWith(`#live#${view}`)),
  ]);
  for (let start = 0; start < records.length; start += SLICE) {
    await batchWrite(records.slice(start, start + SLICE).map((Item) => ({ PutRequest: { Item } })));
  }
}
