import { findItems } from '../engine/store';
import { isLive } from '../engine/visibility';
import { storefrontNow } from '../engine/clock';
import type { StoredVariant } from '../families/product-variants';
import { productRecords } from '../families/stored-families';
import { variantStock } from '../families/variant-stock';

/** Stock of a tracked variant as read. */
export interface VariantStockRead {
  /** Units in stock (below zero after backorders). */
  quantity: number;
  /** Sold beyond the count (backorders): never refused for stock. */
  keep_selling: boolean;
  /** Where the variant sits in the product's stored list: the count-down's update path (the write re-checks the id there). */
  list_index: number;
}

/** What carts need to know about one variant, priced for one country. */
export interface CatalogVariant {
  product_id: number;
  product_title: string;
  product_slug: string;
  product_image_url: string | null;
  variant_id: number;
  variant_title: string;
  sku: string | null;
  image_url: string | null;
  /** Live on the public storefront now (published or due, switched on). */
  live: boolean;
  country: string;
  currency_code: string;
  /** Minor units. */
  price: number;
  subscription_price: number | null;
  wholesale_price: number | null;
  wholesale_subscription_price: number | null;
  shipping: number | null;
  /** Volume of one unit in `country` (0 when the variant carries none). */
  cv: number;
  qv: number;
  shipping_included_in_price: boolean;
  allow_subscription: boolean;
  subscription_only: boolean;
  /** The product's own availability switch (`out_of_stock` is not sold). */
  availability: 'in_stock' | 'out_of_stock' | 'preorder';
  /** Null when the variant's stock is not tracked (nothing to check or count down). */
  stock: VariantStockRead | null;
  category_ids: number[];
  collection_ids: number[];
  subscription_plan_ids: number[];
}

/** A product variant a caller asks for. */
export interface VariantRef {
  product_id: number;
  variant_id: number;
}

/**
 * The catalog read for carts and checkout: each requested variant of the company's products,
 * priced for `country`. One BatchGetItem per 100 distinct products, no other reads. A ref whose
 * product or variant does not exist, or that is not sold in `country`, is absent from the map
 * (key `<product_id>:<variant_id>`); callers decide whether a non-live product may be bought. The
 * stock is as read (eventually consistent): checkout's count-down re-checks it atomically.
 *
 * @example const found = await findVariants(companyId, [{ product_id, variant_id }], 'US');
 */
export async function findVariants(
  companyId: number,
  refs: readonly VariantRef[],
  country: string,
): Promise<Map<string, CatalogVariant>> {
  const found = new Map<string, CatalogVariant>();
  const items = await findItems(
    productRecords,
    companyId,
    refs.map((ref) => ref.product_id),
  );
  const now = storefrontNow(companyId);
  for (const ref of refs) {
    const product = items.get(ref.product_id);
    const variants = (product?.variants as StoredVariant[] | undefined) ?? [];
    const listIndex = variants.findIndex((candidate) => candidate.id === ref.variant_id);
    const variant = variants[listIndex];
    const entry = variant?.countries.find((candidate) => candidate.country === country);
    if (!product || !variant || !entry) continue;
    found.set(variantKey(ref), {
      product_id: product.id,
      product_title: product.title,
      product_slug: product.slug,
      product_image_url: (product.image_url as string | null) ?? null,
      variant_id: variant.id,
      variant_title: variant.title,
      sku: variant.sku,
      image_url: variant.image_url ?? (product.image_url as string | null) ?? null,
      live: isLive(productRecords, product, now),
      country,
      currency_code: entry.currency_code,
      price: entry.price,
      subscription_price: entry.subscription_price,
      wholesale_price: entry.wholesale_price,
      wholesale_subscription_price: entry.wholesale_subscription_price,
      shipping: entry.shipping,
      cv: entry.cv ?? 0,
      qv: entry.qv ?? 0,
      shipping_included_in_price: variant.shipping_included_in_price,
      allow_subscription: variant.allow_subscription,
      subscription_only: variant.subscription_only,
      availability: product.availability as CatalogVariant['availability'],
      stock: stockRead(variant, listIndex),
      category_ids: product.category_ids as number[],
      collection_ids: product.collection_ids as number[],
      subscription_plan_ids: product.subscription_plan_ids as number[],
    });
  }
  return found;
}

function stockRead(variant: StoredVariant, listIndex: number): VariantStockRead | null {
  const stock = variantStock(variant);
  return stock.track_quantity
    ? { quantity: stock.inventory_quantity, keep_selling: stock.keep_selling, list_index: listIndex }
    : null;
}

/** The map key of a variant ref. */
export function variantKey(ref: VariantRef): string {
  return `${ref.product_id}:${ref.variant_id}`;
}
