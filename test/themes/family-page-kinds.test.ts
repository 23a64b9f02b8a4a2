import { describe, expect, it } from 'vitest';
import { parseSort } from '../../shared/domains/storefront/engine/keys';
import { storefrontFamilies } from '../../shared/domains/storefront/families';
import { products } from '../../shared/domains/storefront/families/products';
import { familyPageKinds } from '../../shared/domains/themes/family-page-kinds';

describe('the family page kinds theme activation reads', () => {
  it('name every storefront family, its page kind and live sort, in the family table’s order', () => {
    expect(familyPageKinds).toEqual(
      storefrontFamilies.map((family) => ({ family: family.name, kind: family.bodyKey, liveSortField: parseSort(family.defaultSort).field, shopping: family === products })),
    );
  });
});
