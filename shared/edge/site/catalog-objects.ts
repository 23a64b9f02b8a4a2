import { ValidationFailed } from '../../platform/errors/domain-error';
import type { StoredItem } from '../../domains/storefront/engine/family';
import { listItems, type ListSource } from '../../domains/storefront/engine/list';
import { memberListRouteId, publicListRouteId } from '../storefront/routes';
import { categories } from '../../domains/storefront/families/categories';
import { collections } from '../../domains/storefront/families/collections';
import { products } from '../../domains/storefront/families/products';
import { findPlans } from '../../domains/storefront/plans/plan-store';
import type { SubscriptionPlan } from '../../domains/storefront/plans/plan-entity';
import type { RepView } from '../../domains/site-settings/find-rep';
import { planRenewal } from './renewal-dates';
import type { SiteContext } from './site-context';

/** Products the home page lists (the public list's first page). */
export const HOME_PRODUCTS = 24;
/** Collections the home page lists. */
export const HOME_COLLECTIONS = 12;
/** Products per page of a collection or category page (`?page=<cursor>` follows). */
export const MEMBER_PRODUCTS = 24;

/** A cursor a page link carried that the list does not accept: the page is a 404, never a JSON 422. */
export class UnknownCatalogPage extends Error {}

/**
 * The country a page prices in: the visitor's, else the shop's own (the country a cart started
 * from the page would be in). Lists are the public API's lists for that country.
 */
export function shoppingCountry(context: SiteContext): string {
  return context.visitor.country ?? context.company.country_code;
}

/**
 * The catalog objects a page template receives beyond its resource (README "Theme objects"):
 * the same reads as the public storefront API (live items only, the visitor's language and
 * country), plus the links a theme needs. Home: `products` and `collections`; a collection or
 * category: its `products` and `pagination`; a product: its variants' `price`/`available` and
 * `subscription_plans`. Other pages get nothing extra.
 */
export async function catalogObjects(
  context: SiteContext,
  page: { type: string; resource: Record<string, unknown> | null; rep: RepView | null; canonicalPath: string },
): Promise<Record<string, unknown>> {
  const prefix = page.rep ? `/${page.rep.username}` : '';
  if (page.type === 'home' || page.type === 'rep') {
    const [shown, groups] = await Promise.all([
      publicList(context, products, { surface: 'public' }, HOME_PRODUCTS),
      publicList(context, collections, { surface: 'public' }, HOME_COLLECTIONS),
    ]);
    return {
      products: shown.items.map((row, index) => productRow(row, shown.stored[index]!, prefix)),
      collections: groups.items.map((row) => ({ ...row, url: `${prefix}/collections/${row.slug}` })),
    };
  }
  if ((page.type === 'collection' || page.type === 'category') && page.resource) {
    const owner = page.type === 'collection' ? collections : categories;
    const source: ListSource = { surface: 'members', ownerFamily: owner.name, ownerId: page.resource.id as number };
    const { items, stored, nextCursor } = await publicList(
      context,
      products,
      source,
      MEMBER_PRODUCTS,
      memberListRouteId(owner, products),
    );
    const nextUrl = nextCursor ? `${prefix}${page.canonicalPath}?page=${encodeURIComponent(nextCursor)}` : null;
    return {
      products: items.map((row, index) => productRow(row, stored[index]!, prefix)),
      pagination: {
        next_url: nextUrl,
        first_url: `${prefix}${page.canonicalPath}`,
        is_first: !context.visitor.query.get('page'),
      },
    };
  }
  if (page.type === 'product' && page.resource) return { product: await productObject(context, page.resource) };
  return {};
}

/** One page of a public or member list with the visitor's cursor (`?page=`) on lists that page. */
async function publicList(
  context: SiteContext,
  family: typeof products | typeof collections,
  source: ListSource,
  limit: number,
  routeId = publicListRouteId(family),
) {
  const cursor = source.surface === 'members' ? (context.visitor.query.get('page') ?? undefined) : undefined;
  try {
    return await listItems(family, context.company.id, routeId, source, {
      lang: context.visitor.language,
      country: family === products ? shoppingCountry(context) : context.visitor.country,
      filter: {},
      page: { cursor, limit },
    });
  } catch (error) {
    if (error instanceof ValidationFailed && cursor !== undefined) throw new UnknownCatalogPage();
    throw error;
  }
}

/**
 * A product list row with its page link, the "from" price in the shopping country and its picture
 * (public API rows leave `image_url` out, SPEC rule 4; a product grid shows it).
 */
function productRow(row: Record<string, unknown>, item: StoredItem, prefix: string): Record<string, unknown> {
  return {
    ...row,
    url: `${prefix}/products/${row.slug}`,
    price: row.display_price ?? null,
    image_url: item.image_url ?? null,
  };
}

interface VariantView {
  in_stock: boolean;
  allow_subscription: boolean;
  variant_countries: { display_price: string | null; display_subscription_price: string | null }[];
}

/**
 * The product page's product: each variant's `price` and `subscription_price` in the shopping
 * country, `available` by the stock rules carts apply (the product is not switched out of stock
 * and the variant is untracked, kept selling or has units left), and the plans it can be bought
 * on with their renewal terms as of today (renewal-dates.ts).
 */
async function productObject(context: SiteContext, product: Record<string, unknown>): Promise<Record<string, unknown>> {
  const now = new Date();
  const planIds = product.subscription_plan_ids as number[];
  const plans = planIds.length > 0 ? await findPlans(context.company.id, planIds) : new Map<number, SubscriptionPlan>();
  const live = planIds.map((id) => plans.get(id)).filter((plan): plan is SubscriptionPlan => plan?.active === true);
  const switchedOff = product.availability === 'out_of_stock';
  const variants = (product.variants as VariantView[]).map((variant) => {
    const priced = variant.variant_countries[0];
    return {
      ...variant,
      price: priced?.display_price ?? null,
      subscription_price: variant.allow_subscription
        ? (priced?.display_subscription_price ?? priced?.display_price ?? null)
        : null,
      available: !switchedOff && variant.in_stock && priced !== undefined,
    };
  });
  return {
    ...product,
    price: product.display_price ?? null,
    variants,
    available: variants.some((variant) => variant.available),
    subscription_plans: live.map((plan) => ({
      id: plan.id,
      name: plan.name,
      interval: plan.billing_interval,
      interval_unit: plan.billing_interval_unit,
      savings_label: plan.savings_label,
      trial_period: plan.trial_period,
      trial_period_unit: plan.trial_period_unit,
      ...planRenewal(plan, now, context.visitor.language),
    })),
  };
}
