import { ValidationFailed } from '../../../platform/errors/domain-error';
import { defineFamily, type StoredItem } from '../engine/family';
import { mapLimited } from '../../../platform/map-limited';
import { hasMembers, memberIds } from '../engine/members';
import { findItem } from '../engine/store';
import { reviseItem } from '../engine/writes';
import { productMembership } from './product-membership';
import { products } from './products';
import { publicCategories } from './public-categories';

/** Deepest nesting allowed (root = level 1); also bounds the cycle check's reads. */
export const MAX_CATEGORY_DEPTH = 8;
const membership = productMembership('category', 'category');

/**
 * Categories (rule 5): a tree. `parent_id` must name another category and never make a cycle
 * (422); a category is a member of its parent, so its children are one Query and `has_children`
 * is kept on the parent. Deleting a category moves its children up to its own parent (root when
 * it had none) and takes its products out of it; nothing else is deleted. The family of
 * public-categories.ts with the tree and product-membership hooks and the public member list.
 */
export const categories = defineFamily({
  ...publicCategories,
  memberLists: [products],
  hooks: {
    ...publicCategories.hooks,
    prepare: async (next, previous, input) => {
      if (next.parent_id !== null && next.parent_id !== previous?.parent_id) await assertParent(next);
      return membership.check(next, input);
    },
    memberships: (item) => (item.parent_id === null ? [] : [{ family: publicCategories.name, id: item.parent_id as number }]),
    afterWrite: async (item, previous, input) => {
      await membership.apply(item, input);
      if (previous && previous.parent_id !== item.parent_id) await recountChildren(item.company_id, previous.parent_id as number | null);
      if (!previous || previous.parent_id !== item.parent_id) await recountChildren(item.company_id, item.parent_id as number | null);
    },
    beforeDelete: async (item) => {
      const children = await memberIds(item, categories);
      await mapLimited(children, 4, (id) => reviseItem(categories, item.company_id, id, () => ({ parent_id: item.parent_id })));
      await membership.release(item);
    },
    afterDelete: (item) => recountChildren(item.company_id, item.parent_id as number | null),
    detail: (item, context) => membership.productIds(item, context),
  },
});

/** The parent exists, is not the category itself or one of its descendants, and the tree stays within MAX_CATEGORY_DEPTH. */
async function assertParent(item: StoredItem): Promise<void> {
  const fail = (message: string) => new ValidationFailed({ 'category.parent_id': [message] });
  let depth = 1;
  for (let current = item.parent_id as number | null; current !== null; depth++) {
    if (current === item.id) throw fail('would make the category its own ancestor (a cycle)');
    if (depth >= MAX_CATEGORY_DEPTH) throw fail(`would nest categories deeper than ${MAX_CATEGORY_DEPTH} levels`);
    const ancestor = await findItem(categories, item.company_id, current, true);
    if (!ancestor) throw fail(depth === 1 ? 'is not a category of this company' : 'names a category whose ancestor is missing');
    current = ancestor.parent_id as number | null;
  }
}

/** Keeps the parent's `child_count` equal to its children (a recount, so concurrent writes converge). */
async function recountChildren(companyId: number, parentId: number | null): Promise<void> {
  if (parentId === null) return;
  const hasChildren = await hasMembers(companyId, publicCategories.name, parentId, publicCategories.name);
  await reviseItem(categories, companyId, parentId, (parent) => (((parent.child_count as number) > 0) === hasChildren ? undefined : { child_count: hasChildren ? 1 : 0 }));
}
