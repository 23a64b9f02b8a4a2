import { z } from 'zod';
import { ValidationFailed } from '../../../platform/errors/domain-error';
import { mapLimited } from '../../../platform/map-limited';
import { categoriesDescriptor } from '../descriptors/categories';
import { defineFamily, type FamilyDefinition, type StoredItem } from '../engine/family';
import { storefrontId } from '../engine/fields';
import { hasMembers, memberIds } from '../engine/members';
import { idListQuery } from '../engine/schemas';
import { createdAtSort, integerSort, titleSort } from '../engine/sorts';
import { findItem } from '../engine/store';
import { reviseItem } from '../engine/writes';
import { productIdsField } from './product-ids-field';
import { productMembership } from './product-membership';
import { products } from './products';
import { pageLikeDefaults, pageLikeViewFields, pageLikeWriteFields } from './shared-fields';

/** Deepest nesting allowed (root = level 1); also bounds the cycle check's reads. */
export const MAX_CATEGORY_DEPTH = 8;
const membership = productMembership('category', 'category');
/** A category's stored fields beyond the engine's. */
export interface CategoryFields {
  description: string | null;
  image_url: string | null;
  seo: { title?: string | null; description?: string | null } | null;
  position: number;
  parent_id: number | null;
  source_type: 'manual' | 'imported';
  /** 1 when the category has children, else 0 (kept by recounts). */
  child_count: number;
}

const sourceType = () =>
  z
    .enum(['manual', 'imported'])
    .describe('manual: made in the dashboard or API; imported: synced from a catalog import or integration');

/**
 * Categories (rule 5): a tree. `parent_id` must name another category and never make a cycle
 * (422); a category is a member of its parent, so its children are one Query and `has_children`
 * is kept on the parent. Deleting a category moves its children up to its own parent (root when
 * it had none) and takes its products out of it; nothing else is deleted.
 */
export const categories: FamilyDefinition<CategoryFields> = defineFamily<CategoryFields>({
  ...categoriesDescriptor,
  statuses: ['draft', 'scheduled', 'published', 'archived'],
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
    product_ids: z
      .array(z.number().int())
      .optional()
      .describe('Company views: every product in the category, in product order'),
  }),
  translatable: ['title', 'description', 'seo'],
  listOmits: ['description', 'image_url', 'seo'],
  filters: {
    parent_id: {
      schema: () => z.union([z.literal('root'), idListQuery()]),
      description: '`root` for top-level categories, or comma-separated parent ids',
      matches: (item, value: 'root' | number[]) =>
        value === 'root' ? item.parent_id === null : item.parent_id !== null && value.includes(item.parent_id),
    },
    source_type: {
      schema: sourceType,
      description: 'manual or imported',
      matches: (item, value) => item.source_type === value,
    },
  },
  sorts: { position: integerSort('position', 'Manual position'), title: titleSort, created_at: createdAtSort },
  slug: { settable: true, followsTitle: false },
  memberLists: [products],
  hooks: {
    present: (item) => ({
      ...pick(item, ['description', 'image_url', 'seo', 'position', 'parent_id', 'source_type']),
      has_children: item.child_count > 0,
    }),
    prepare: async (next, previous, input) => {
      if (next.parent_id !== null && next.parent_id !== previous?.parent_id) await assertParent(next);
      return membership.check(next, input);
    },
    memberships: (item) => (item.parent_id === null ? [] : [{ family: categoriesDescriptor.name, id: item.parent_id }]),
    afterWrite: async (item, previous, input) => {
      await membership.apply(item, input);
      if (previous && previous.parent_id !== item.parent_id) await recountChildren(item.company_id, previous.parent_id);
      if (!previous || previous.parent_id !== item.parent_id) await recountChildren(item.company_id, item.parent_id);
    },
    beforeDelete: async (item) => {
      const children = await memberIds(item, categories);
      await mapLimited(children, 4, (id) =>
        reviseItem(categories, item.company_id, id, () => ({ parent_id: item.parent_id })),
      );
      await membership.release(item);
    },
    afterDelete: (item) => recountChildren(item.company_id, item.parent_id),
    detail: (item, context) => membership.productIds(item, context),
  },
  example: {
    id: 4_503_599_627_370_497,
    title: 'Skin care',
    slug: 'skin-care',
    status: 'published',
    active: true,
    publish_at: null,
    language: 'en',
    default_language: 'en',
    available_languages: ['en'],
    countries: [],
    created_at: '2026-04-01T09:30:00.000Z',
    updated_at: '2026-04-01T09:30:00.000Z',
    description: null,
    image_url: null,
    seo: null,
    position: 0,
    parent_id: null,
    has_children: true,
    source_type: 'manual',
  },
});

/** The parent exists, is not the category itself or one of its descendants, and the tree stays within MAX_CATEGORY_DEPTH. */
async function assertParent(item: StoredItem<CategoryFields>): Promise<void> {
  const fail = (message: string) => new ValidationFailed({ 'category.parent_id': [message] });
  let depth = 1;
  for (let current = item.parent_id; current !== null; depth++) {
    if (current === item.id) throw fail('would make the category its own ancestor (a cycle)');
    if (depth >= MAX_CATEGORY_DEPTH) throw fail(`would nest categories deeper than ${MAX_CATEGORY_DEPTH} levels`);
    const ancestor = await findItem(categories, item.company_id, current, true);
    if (!ancestor)
      throw fail(depth === 1 ? 'is not a category of this company' : 'names a category whose ancestor is missing');
    current = ancestor.parent_id;
  }
}

/** Keeps the parent's `child_count` equal to its children (a recount, so concurrent writes converge). */
async function recountChildren(companyId: number, parentId: number | null): Promise<void> {
  if (parentId === null) return;
  const hasChildren = await hasMembers(companyId, categoriesDescriptor.name, parentId, categoriesDescriptor.name);
  await reviseItem(categories, companyId, parentId, (parent) =>
    parent.child_count > 0 === hasChildren ? undefined : { child_count: hasChildren ? 1 : 0 },
  );
}

function pick(item: StoredItem, fields: string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, item[field]]));
}
