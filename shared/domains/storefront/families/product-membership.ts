import { ValidationFailed } from '../../../platform/errors/domain-error';
import type { StoredItem, ViewContext } from '../engine/family';
import { mapLimited } from '../../../platform/map-limited';
import { memberIds } from '../engine/members';
import { findItems } from '../engine/store';
import { reviseItem } from '../engine/writes';
import { MAX_PRODUCT_MEMBERSHIPS, products } from './products';

/** Product writes a membership change runs at once. */
const CONCURRENCY = 4;

type Owner = 'category' | 'collection';
const fieldOf = (owner: Owner) => (owner === 'category' ? 'category_ids' : 'collection_ids');

/**
 * The membership half of a category or collection family: products hold the truth
 * (`category_ids`, `collection_ids`) and one membership row per owner, so a change from either
 * side is one product write per product added or removed, each with its `product_updated` event.
 */
export const productMembership = (owner: Owner, bodyKey: string) => ({
  /** prepare: every named product exists and has room for one more membership (422 `<key>.product_ids`). */
  async check<Item extends StoredItem>(next: Item, input: Record<string, unknown>): Promise<Item> {
    const { product_ids: _written, ...item } = next;
    if (!Array.isArray(input.product_ids) || input.product_ids.length === 0) return item as Item;
    const written: number[] = input.product_ids;
    const found = await findItems(products, next.company_id, written);
    const missing = written.filter((id) => !found.has(id));
    if (missing.length > 0)
      throw new ValidationFailed({
        [`${bodyKey}.product_ids`]: [
          `${missing.join(', ')} ${missing.length === 1 ? 'is not a product' : 'are not products'} of this company`,
        ],
      });
    const full = [...found.values()].filter(
      (p) =>
        !p[fieldOf(owner)].includes(next.id) &&
        p.category_ids.length + p.collection_ids.length >= MAX_PRODUCT_MEMBERSHIPS,
    );
    if (full.length > 0)
      throw new ValidationFailed({
        [`${bodyKey}.product_ids`]: [
          `${full.map((p) => p.id).join(', ')} already belong to ${MAX_PRODUCT_MEMBERSHIPS} categories and collections`,
        ],
      });
    return item as Item;
  },
  /** afterWrite: moves products in and out so the owner's members are exactly `product_ids`. */
  async apply(item: StoredItem, input: Record<string, unknown>): Promise<void> {
    if (!Array.isArray(input.product_ids)) return;
    const wanted = new Set<number>(input.product_ids);
    const current = new Set(await memberIds(item, products));
    const changes = [
      ...[...wanted].filter((id) => !current.has(id)).map((id) => ({ id, add: true })),
      ...[...current].filter((id) => !wanted.has(id)).map((id) => ({ id, add: false })),
    ];
    await mapLimited(changes, CONCURRENCY, ({ id, add }) => setMembership(owner, item, id, add));
  },
  /** beforeDelete: takes every product out of the owner. */
  async release(item: StoredItem): Promise<void> {
    await mapLimited(await memberIds(item, products), CONCURRENCY, (id) => setMembership(owner, item, id, false));
  },
  /** detail: the owner's product ids, every status, so only on company views (the public reads `/<owner>/{slug}/products`). */
  async productIds(item: StoredItem, context: ViewContext): Promise<{ product_ids?: number[] }> {
    return context.kind === 'company' ? { product_ids: await memberIds(item, products) } : {};
  },
});

function setMembership(owner: Owner, item: StoredItem, productId: number, add: boolean): Promise<void> {
  const field = fieldOf(owner);
  return reviseItem(products, item.company_id, productId, (product) => {
    const ids = product[field];
    if (ids.includes(item.id) === add) return undefined;
    return { [field]: add ? [...ids, item.id] : ids.filter((id) => id !== item.id) };
  });
}
