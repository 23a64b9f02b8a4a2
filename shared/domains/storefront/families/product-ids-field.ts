import { idList } from '../engine/fields';

// Apart from product-membership.ts, which reads the products family, so that a family declaring
// the field does not bundle products.

/** Most products one `product_ids` write may name. */
export const MAX_PRODUCT_IDS = 250;

/** `product_ids` of a category or collection write: replaces the whole membership list (built with the family's write fields). */
export const productIdsField = () =>
  idList(MAX_PRODUCT_IDS).describe(
    `Replaces the whole list of products (at most ${MAX_PRODUCT_IDS}); each product records the membership in its own ${'`category_ids`/`collection_ids`'}`,
  );
