import { z } from 'zod';
import { companyPartition } from '../../company/company-entity';
import { defineEntity } from '../../../platform/db/entity';
import { sortableId } from '../../../platform/ids';

/** Calendar units of billing, shipping, volume and trial intervals. */
export const intervalUnits = ['day', 'week', 'month', 'year'] as const;
export type IntervalUnit = (typeof intervalUnits)[number];

/** How checkout shows what subscribing saves: a percentage, an amount, or nothing. */
export const savingsDisplayModes = ['percentage', 'amount', 'none'] as const;

/** Hours before a renewal inside which customers cannot change their subscription, unless the plan sets another. */
export const DEFAULT_CHANGE_CUTOFF_HOURS = 24;

/** A subscription plan of a company: the cadence a subscribed cart item is billed and shipped on. */
export const planEntity = defineEntity({
  name: 'subscription_plan',
  schema: () =>
    z.object({
      id: z.number().int(),
      company_id: z.number().int(),
      name: z.string(),
      billing_interval: z.number().int(),
      billing_interval_unit: z.enum(intervalUnits),
      shipping_interval: z.number().int(),
      shipping_interval_unit: z.enum(intervalUnits),
      volume_interval: z.number().int(),
      volume_interval_unit: z.enum(intervalUnits),
      trial_period: z.number().int(),
      trial_period_unit: z.enum(intervalUnits),
      split_volume: z.boolean(),
      apply_to_volume: z.boolean(),
      allow_max_billing_cycles: z.boolean(),
      max_billing_cycles: z.number().int().nullable(),
      savings_display_mode: z.enum(savingsDisplayModes),
      savings_label: z.string().nullable(),
      company_default: z.boolean(),
      active: z.boolean(),
      /** Billed cycles (the checkout's order included) before a customer may cancel themselves; null: any time. */
      customer_min_cycles: z.number().int().nullable().default(null),
      /** Hours before a renewal inside which a customer's own changes are refused (docs/commerce.md "Customer accounts"). */
      customer_change_cutoff_hours: z.number().int().default(DEFAULT_CHANGE_CUTOFF_HOURS),
      /** Subscriptions created on the plan by completed orders (incremented in the order's transaction). */
      subscribers_count: z.number().int().default(0),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  keys: {
    primary: { pk: (p) => companyPartition(p.company_id), sk: (p) => `${PLAN_SK_PREFIX}${sortableId(p.id)}` },
  },
});

export type SubscriptionPlan = z.infer<typeof planEntity.schema>;

/** Sort-key prefix of plans inside the company partition (oldest first). */
export const PLAN_SK_PREFIX = 'SUBSCRIPTION_PLAN#';
