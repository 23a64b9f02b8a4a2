import { z } from 'zod';
import { builtOnce } from '../../../platform/schema/built-once';
import { defineFamily, type StoredItem } from '../engine/family';
import { storefrontId } from '../engine/fields';
import { idListQuery } from '../engine/schemas';
import { createdAtSort, integerSort, titleSort } from '../engine/sorts';
import { productIdsField } from './product-ids-field';
import { pageLikeDefaults, pageLikeViewFields, pageLikeWriteFields } from './shared-fields';

const sourceType = builtOnce(() => z.enum(['manual', 'imported']).describe('manual: made in the dashboard or API; imported: synced from a catalog import or integration'));

/**
 * Categories as the public reads (the list and the lookup by slug) use them: the fields, filters,
 * sorts and presentation, without the hooks that keep the tree and the product memberships (the
 * writes', the company views' `product_ids`) nor the public member list. Those are added in
 * categories.ts, the family of the table, the writes, the company views and `/categories/{slug}/products`;
 * the products family they read (prices, the country table) stays out of the public reads'
 * bundles (issue 25 §2, cold starts).
 */
export const publicCategories = defineFamily({
  name: 'category',
  plural: 'categories',
  bodyKey: 'category',
  label: 'Category',
  statuses: ['draft', 'scheduled', 'published', 'archived'],
  switchField: 'active',
  countryScoped: true,
  writeFields: () => ({
    ...pageLikeWriteFields(),
    parent_id: storefrontId.nullable().describe('Parent category; null for a root category'),
    source_type: sourceType(),
    product_ids: productIdsField(),
  }),
  defaults: { ...pageLikeDefaults, parent_id: null, source_type: 'manual', child_count: 0 },
  viewFields: () => ({
    ...pageLikeViewFields(),
    parent_id: z.number().int().nullable(),
    has_children: z.boolean(),
    source_type: sourceType(),
    product_ids: z.array(z.number().int()).optional().describe('Company views: every product in the category, in product order'),
  }),
  translatable: ['title', 'description', 'seo'],
  listOmits: ['description', 'image_url', 'seo'],
  filters: {
    parent_id: {
      schema: () => z.union([z.literal('root'), idListQuery()]),
      description: '`root` for top-level categories, or comma-separated parent ids',
      matches: (item, value: 'root' | number[]) => (value === 'root' ? item.parent_id === null : value.includes(item.parent_id as number)),
    },
    source_type: { schema: sourceType, description: 'manual or imported', matches: (item, value) => item.source_type === value },
  },
  sorts: { position: integerSort('position', 'Manual position'), title: titleSort, created_at: createdAtSort },
  defaultSort: 'position',
  slug: { settable: true, followsTitle: false },
  hooks: {
    present: (item) => ({ ...pick(item, ['description', 'image_url', 'seo', 'position', 'parent_id', 'source_type']), has_children: (item.child_count as number) > 0 }),
  },
  example: {
    id: 4_503_599_627_370_497, title: 'Skin care', slug: 'skin-care', status: 'published', active: true, publish_at: null, language: 'en', default_language: 'en',
    available_languages: ['en'], countries: [], created_at: '2026-04-01T09:30:00.000Z', updated_at: '2026-04-01T09:30:00.000Z', description: null, image_url: null, seo: null,
    position: 0, parent_id: null, has_children: true, source_type: 'manual',
  },
});

function pick(item: StoredItem, fields: string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, item[field]]));
}
