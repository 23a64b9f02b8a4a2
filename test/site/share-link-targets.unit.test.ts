import { describe, expect, it } from 'vitest';
import { shareTargetTypes } from '../../shared/domains/site-settings/share-link-entity';
import { storefrontFamilies } from '../../shared/domains/storefront/families';

describe('share link targets', () => {
  it('a target type is the name keying its family\'s items, for every family of the table (share-links.ts reads an item by it alone)', () => {
    expect([...shareTargetTypes].sort()).toEqual(storefrontFamilies.map((family) => family.name).sort());
    for (const family of storefrontFamilies) expect(family.bodyKey, family.name).toBe(family.name);
  });
});
