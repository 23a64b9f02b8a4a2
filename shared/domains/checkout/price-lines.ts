import type { CatalogVariant } from '../storefront/catalog/find-variants';
import { variantKey } from '../storefront/catalog/find-variants';
import type { SubscriptionPlan } from '../storefront/plans/plan-entity';
import type { CartLine } from './cart-entity';
import { stockShortage, unitsPerVariant } from './line-stock';
import type { PricedLine } from './priced-cart';

/** What pricing a line needs besides the line: the catalog answer and the company's plans. */
export interface LinePricingContext {
  catalog: ReadonlyMap<string, CatalogVariant>;
  plans: ReadonlyMap<number, SubscriptionPlan>;
  currency: string;
  countryName: string;
}

/**
 * Prices the shopper's lines from the catalog (pure). A line the catalog no longer sells in the
 * cart's country, in another currency, or on a plan it no longer offers keeps its place with a
 * price of zero or its one-time price and an entry in `errors`, so the buyer sees why checkout
 * is blocked instead of the line vanishing. A line the stock cannot supply keeps its price and
 * says how many units are left.
 */
export function priceLines(lines: readonly CartLine[], context: LinePricingContext): PricedLine[] {
  const units = unitsPerVariant(lines);
  return lines.map((line) => priceLine(line, context, units.get(line.variant_id)!));
}

function priceLine(line: CartLine, context: LinePricingContext, variantUnits: number): PricedLine {
  const found = context.catalog.get(variantKey({ product_id: line.product_id, variant_id: line.variant_id }));
  const errors: string[] = [];
  if (!found) errors.push(`This item is not sold in ${context.countryName}`);
  else if (!found.live) errors.push(`${found.product_title} is no longer available`);
  else if (found.currency_code !== context.currency)
    errors.push(
      `${found.product_title} is priced in ${found.currency_code}, not in the cart's currency ${context.currency}`,
    );
  const sellable = errors.length === 0 && found !== undefined;

  const planIds = found?.allow_subscription
    ? found.subscription_plan_ids.filter((id) => context.plans.get(id)?.active)
    : [];
  const subscribed = line.subscription_plan_id !== null;
  if (found && subscribed && !planIds.includes(line.subscription_plan_id!))
    errors.push(`The chosen subscription plan is no longer offered for ${found.product_title}`);
  if (found && !subscribed && found.subscription_only)
    errors.push(`${found.product_title} is sold by subscription only; choose a subscription plan`);
  const shortage = sellable ? stockShortage(found, variantUnits) : null;
  if (shortage) errors.push(shortage);

  const price = sellable ? found.price : 0;
  const subscriptionPrice = found?.allow_subscription && sellable ? (found.subscription_price ?? found.price) : null;
  return {
    id: line.id,
    product_id: line.product_id,
    variant_id: line.variant_id,
    quantity: line.quantity,
    title: found?.variant_title ?? 'Unavailable item',
    product_title: found?.product_title ?? 'Unavailable item',
    product_slug: found?.product_slug ?? null,
    sku: found?.sku ?? null,
    image_url: found?.image_url ?? null,
    price,
    subscription_price: subscriptionPrice,
    unit_price: subscribed && subscriptionPrice !== null ? subscriptionPrice : price,
    subscription: subscribed,
    subscription_plan_id: line.subscription_plan_id,
    enrollment: line.enrollment,
    allow_subscription: found?.allow_subscription ?? false,
    subscription_only: found?.subscription_only ?? false,
    cv: sellable ? found.cv : 0,
    qv: sellable ? found.qv : 0,
    cv_total: 0,
    qv_total: 0,
    shipping_per_unit: found?.shipping ?? null,
    shipping_included_in_price: found?.shipping_included_in_price ?? false,
    category_ids: found?.category_ids ?? [],
    collection_ids: found?.collection_ids ?? [],
    plan_ids: planIds,
    sellable,
    stock: found?.stock ?? null,
    stock_shortage: shortage,
    errors,
    metadata: line.metadata,
    total: 0,
    discount_amount: 0,
    total_after_discounts: 0,
    tax: 0,
  };
}
