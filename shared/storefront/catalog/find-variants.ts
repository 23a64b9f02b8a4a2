import { findItems } from '../engine/store';
import { isLive } from '../engine/visibility';
import { storefrontNow } from '../engine/clock';
import { products } from '../families/products';
import type { StoredVariant } from '../families/product-variants';

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
  shipping_included_in_price: boolean;
  allow_subscription: boolean;
  subscription_only: boolean;
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
 * (key `<product_id>:<variant_id>`); callers decide whether a non-live product may be bought.
 *
 * @example const found = await findVariants(companyId, [{ product_id, variant_id }], 'US');
 */
export async function findVariants(companyId: number, refs: readonly VariantRef[], country: string): Promise<Map<string, CatalogVariant>> {
  const found = new Map<string, CatalogVariant>();
  const items = await findItems(products, companyId, refs.map((ref) => ref.product_id));
  const now = storefrontNow(companyId);
  for (const ref of refs) {
    const product = items.get(ref.product_id);
    const variant = (product?.variants as StoredVariant[] | undefined)?.find((candidate) => candidate.id === ref.variant_id);
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
      live: isLive(products, product, now),
      country,
      currency_code: entry.currency_code,
      price: entry.price,
      subscription_price: entry.subscription_price,
      wholesale_price: entry.wholesale_price,
      wholesale_subscription_price: entry.wholesale_subscription_price,
      shipping: entry.shipping,
      shipping_included_in_price: variant.shipping_included_in_price,
      allow_subscription: variant.allow_subscription,
      subscription_only: variant.subscription_only,
      category_ids: product.category_ids as number[],
      collection_ids: product.collection_ids as number[],
      subscription_plan_ids: product.subscription_plan_ids as number[],
    });
  }
  return found;
}

/** The map key of a variant ref. */
export function variantKey(ref: VariantRef): string {
  return `${ref.product_id}:${ref.variant_id}`;
}
