import { frequencyInWords, intervalIdentifier } from './plan-cadence';
import type { SubscriptionPlan } from './plan-entity';

/**
 * A plan as the admin surface answers it (and as cart items embed it, with prices added by the
 * cart presenter). `products_count` comes from the catalog's attachment rows (null inside a cart item, where it is not counted).
 */
export function presentPlan(plan: SubscriptionPlan, productsCount: number | null) {
  return {
    id: plan.id,
    name: plan.name,
    billing_interval: plan.billing_interval,
    billing_interval_unit: plan.billing_interval_unit,
    billing_interval_unit_identifier: intervalIdentifier(plan.billing_interval, plan.billing_interval_unit),
    billing_frequency_in_words: frequencyInWords(plan.billing_interval, plan.billing_interval_unit),
    shipping_interval: plan.shipping_interval,
    shipping_interval_unit: plan.shipping_interval_unit,
    volume_interval: plan.volume_interval,
    volume_interval_unit: plan.volume_interval_unit,
    trial_period: plan.trial_period,
    trial_period_unit: plan.trial_period_unit,
    split_volume: plan.split_volume,
    apply_to_volume: plan.apply_to_volume,
    allow_max_billing_cycles: plan.allow_max_billing_cycles,
    max_billing_cycles: plan.max_billing_cycles,
    savings_display_mode: plan.savings_display_mode,
    savings_label: plan.savings_label,
    company_default: plan.company_default,
    active: plan.active,
    products_count: productsCount,
    subscribers_count: plan.subscribers_count,
    created_at: plan.created_at,
    updated_at: plan.updated_at,
  };
}

/** A presented plan. */
export type PlanView = ReturnType<typeof presentPlan>;
