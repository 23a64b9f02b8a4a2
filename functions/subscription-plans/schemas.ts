import { z } from 'zod';
import { boundedText, storableIdParam } from '../../shared/platform/schema/storable';
import { intervalUnits, savingsDisplayModes } from '../../shared/domains/storefront/plans/plan-entity';

const unit = z.enum(intervalUnits).describe('day, week, month or year');
const interval = z.int().min(1).max(365).describe('How many units between two occurrences');

/** A subscription plan as the admin surface answers it. */
export const subscriptionPlanSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    billing_interval: z.number().int(),
    billing_interval_unit: unit,
    billing_interval_unit_identifier: z.string().describe('ISO 8601 duration of the billing interval (`P1M`, `P2W`)'),
    billing_frequency_in_words: z.string().describe('`Every month`, `Every 2 weeks`'),
    shipping_interval: z.number().int(),
    shipping_interval_unit: unit,
    volume_interval: z.number().int(),
    volume_interval_unit: unit,
    trial_period: z.number().int().describe('0: no trial'),
    trial_period_unit: unit,
    split_volume: z.boolean(),
    apply_to_volume: z.boolean(),
    allow_max_billing_cycles: z.boolean(),
    max_billing_cycles: z.number().int().nullable(),
    savings_display_mode: z.enum(savingsDisplayModes),
    savings_label: z.string().nullable(),
    customer_min_cycles: z
      .number()
      .int()
      .nullable()
      .describe('Billed cycles (the first order included) before a customer may cancel themselves; null: any time'),
    customer_change_cutoff_hours: z
      .number()
      .int()
      .describe('Hours before a renewal inside which a customer cannot change, skip, pause or cancel themselves'),
    company_default: z.boolean().describe('At most one plan per company; setting it clears the previous default'),
    active: z.boolean().describe('Inactive plans stay on products but cannot be chosen in a cart'),
    products_count: z.number().int().describe('Products the plan is attached to (product `subscription_plan_ids`)'),
    subscribers_count: z.number().int().describe('Subscriptions created on the plan by completed orders'),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'SubscriptionPlan' });

export const planFields = z.object({
  name: boundedText(400).trim().min(1).max(100),
  billing_interval: interval,
  billing_interval_unit: unit,
  shipping_interval: interval.optional().describe('Default: the billing interval'),
  shipping_interval_unit: unit.optional().describe('Default: the billing interval unit'),
  volume_interval: interval.optional().describe('Default: the billing interval'),
  volume_interval_unit: unit.optional().describe('Default: the billing interval unit'),
  trial_period: z.int().min(0).max(365).optional().describe('Default 0 (no trial)'),
  trial_period_unit: unit.optional().describe('Default `day`'),
  split_volume: z.boolean().optional().describe('Default false'),
  apply_to_volume: z.boolean().optional().describe('Default true'),
  allow_max_billing_cycles: z.boolean().optional().describe('Default false'),
  max_billing_cycles: z
    .int()
    .min(1)
    .max(1000)
    .nullable()
    .optional()
    .describe('Required when allow_max_billing_cycles is true'),
  savings_display_mode: z.enum(savingsDisplayModes).optional().describe('Default `percentage`'),
  savings_label: boundedText(400).trim().min(1).max(100).nullable().optional().describe('`Subscribe & save`'),
  company_default: z.boolean().optional().describe('Default false'),
  customer_min_cycles: z
    .int()
    .min(1)
    .max(1000)
    .nullable()
    .optional()
    .describe(
      'Billed cycles (the first order included) before a customer may cancel themselves; default null (any time)',
    ),
  customer_change_cutoff_hours: z
    .int()
    .min(0)
    .max(720)
    .optional()
    .describe('Hours before a renewal inside which customers cannot change their subscription; default 24'),
  active: z.boolean().optional().describe('Default true'),
});

export const planParams = z.object({ id: storableIdParam });
export const planResponse = z.object({ subscription_plan: subscriptionPlanSchema });
