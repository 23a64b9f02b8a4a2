import type { FamilyDefinition, StoredItem } from './family';

/**
 * Why an item the company just saved as published (or scheduled) will not be live: its switch is
 * off. An item is live only when both say so (README "How to publish each resource"); a write
 * that sets one but not the other is legal (prepare, then switch on), so it is answered, not
 * refused, with this warning in `meta.warnings`.
 */
export function notLiveWarnings(family: FamilyDefinition, item: StoredItem): string[] {
  const statusSaysLive = item.status === 'published' || item.status === 'scheduled';
  if (!statusSaysLive || item[family.switchField] !== false) return [];
  return [
    `This ${family.name} is ${item.status} but \`${family.switchField}\` is false, so the shop does not show it; set \`${family.switchField}: true\` to make it live`,
  ];
}
