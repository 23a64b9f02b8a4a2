import { frequencyInWords, intervalIdentifier, subscriptionStart } from '../storefront/plans/plan-cadence';
import type { SubscriptionPlan } from '../storefront/plans/plan-entity';
import { presentPlan } from '../storefront/plans/plan-view';
import type { MoneyWriter } from './money-mode';
import type { PricedLine } from './priced-cart';

/** Money fields of an amount: the surface's value and its `_in_currency` string. */
export function moneyFields<K extends string>(
  money: MoneyWriter,
  amounts: Record<K, number>,
): Record<K | `${K}_in_currency`, number | string> {
  const fields: Record<string, number | string> = {};
  for (const [name, minor] of Object.entries(amounts) as [K, number][]) {
    fields[name] = money.value(minor);
    fields[`${name}_in_currency`] = money.inCurrency(minor);
  }
  return fields as Record<K | `${K}_in_currency`, number | string>;
}

/** What subscribing one unit saves, never negative. */
function savingPerUnit(line: PricedLine): number {
  return line.subscription_price === null ? 0 : Math.max(0, line.price - line.subscription_price);
}

/** How the plan shows the saving (`Save 10%`, `Save $2.00`), or null when it shows none. */
function savingsText(plan: SubscriptionPlan | undefined, line: PricedLine, money: MoneyWriter): string | null {
  const saving = savingPerUnit(line);
  if (!plan || saving === 0 || plan.savings_display_mode === 'none') return null;
  const amount =
    plan.savings_display_mode === 'percentage'
      ? `${Math.round((saving / line.price) * 100)}%`
      : money.inCurrency(saving * line.quantity);
  return `${plan.savings_label ?? 'Subscribe & save'}: save ${amount}`;
}

/** How an item is shown beyond its money. */
export interface ItemPresentation {
  /** The company hides volume from buyers (`hide_volume_on_customer_surfaces`): volume fields are null. */
  hideVolume: boolean;
  /** The cart's enrollment pack, named on its items. */
  enrollmentPackId: number | null;
}

/** One cart item with every field of SPEC "Cart item"; null where the platform has no value. */
export function presentCartItem(
  line: PricedLine,
  plans: ReadonlyMap<number, SubscriptionPlan>,
  money: MoneyWriter,
  now: Date,
  presentation: ItemPresentation,
) {
  // Carts priced before volume existed carry none.
  const volume = (value: number | undefined) => (presentation.hideVolume ? null : (value ?? 0));
  const plan = line.subscription_plan_id !== null ? plans.get(line.subscription_plan_id) : undefined;
  const subscribeAndSave = savingPerUnit(line) * line.quantity;
  return {
    id: line.id,
    title: line.title,
    quantity: line.quantity,
    ...moneyFields(money, {
      price: line.price,
      discount_amount: line.discount_amount,
      tax: line.tax,
      total: line.total,
      total_after_discounts: line.total_after_discounts,
    }),
    subscription_price: line.subscription_price === null ? null : money.value(line.subscription_price),
    subscription_price_in_currency: line.subscription_price === null ? null : money.inCurrency(line.subscription_price),
    subscribe_and_save: money.value(subscribeAndSave),
    subscribe_and_save_in_currency: money.inCurrency(subscribeAndSave),
    subscribe_and_save_for_display: savingsText(plan ?? plans.get(line.plan_ids[0]!), line, money),
    cv: volume(line.cv),
    qv: volume(line.qv),
    cv_total: volume(line.cv_total),
    qv_total: volume(line.qv_total),
    enrollment_pack_id: line.enrollment ? presentation.enrollmentPackId : null,
    subscription: line.subscription,
    display_to_customer: true,
    image_url: line.image_url,
    free_item: line.price === 0 && line.errors.length === 0,
    allow_subscription: line.allow_subscription,
    enrollment: line.enrollment ?? false,
    creditable_points: 0,
    product_title: line.product_title,
    subscription_plan_id: line.subscription_plan_id,
    subscription_only: line.subscription_only,
    subscription_interval: plan?.billing_interval ?? null,
    subscription_interval_unit: plan?.billing_interval_unit ?? null,
    subscription_interval_unit_identifier: plan
      ? intervalIdentifier(plan.billing_interval, plan.billing_interval_unit)
      : null,
    subscription_start: plan ? subscriptionStart(plan, now) : null,
    unit_price_display_authoritative: true,
    metadata: line.metadata,
    errors: line.errors,
    subscription_plans: line.plan_ids.flatMap((id) => {
      const offered = plans.get(id);
      if (!offered) return [];
      const price = line.subscription_price ?? line.price;
      // SPEC's Cart item plan: the plan's fields without its own timestamps.
      const { created_at: _createdAt, updated_at: _updatedAt, ...plan } = presentPlan(offered, null);
      return [
        {
          ...plan,
          billing_frequency_in_words: frequencyInWords(offered.billing_interval, offered.billing_interval_unit),
          ...moneyFields(money, { price, subscribe_and_save: savingPerUnit(line) }),
          subscription_start: subscriptionStart(offered, now),
        },
      ];
    }),
    bundled_items: [],
    product: { id: line.product_id, title: line.product_title, slug: line.product_slug, image_url: line.image_url },
    variant: { id: line.variant_id, title: line.title, sku: line.sku, image_url: line.image_url },
  };
}
