import { defineRoute } from '../../shared/edge/http/route';
import { planFields, planResponse } from './schemas';
import { write } from './route-common';
import { z } from 'zod';

/** Body of POST /api/subscription_plans; unsent optional fields take the documented defaults. */
const createPlanBody = z.object({
  subscription_plan: planFields.strict().transform((plan) => ({
    trial_period: 0,
    trial_period_unit: 'day' as const,
    split_volume: false,
    apply_to_volume: true,
    allow_max_billing_cycles: false,
    max_billing_cycles: null,
    savings_display_mode: 'percentage' as const,
    savings_label: null,
    company_default: false,
    active: true,
    customer_min_cycles: null,
    customer_change_cutoff_hours: 24,
    ...plan,
    shipping_interval: plan.shipping_interval ?? plan.billing_interval,
    shipping_interval_unit: plan.shipping_interval_unit ?? plan.billing_interval_unit,
    volume_interval: plan.volume_interval ?? plan.billing_interval,
    volume_interval_unit: plan.volume_interval_unit ?? plan.billing_interval_unit,
  })),
});

/** POST /api/subscription_plans: a new plan. */
export const createSubscriptionPlanRoute = defineRoute({
  id: 'createSubscriptionPlan',
  method: 'POST',
  path: '/api/subscription_plans',
  handler: 'subscription-plans/create-subscription-plan',
  surface: 'admin',
  auth: write,
  summary: 'Create a subscription plan',
  description:
    'Plans exist only on this unversioned admin surface (SPEC "Versioning" 5). Attach a plan to products with the product\'s `subscription_plan_ids`; ' +
    'shoppers then subscribe a cart item to it. `company_default: true` moves the default flag from the previous default in the same transaction.',
  request: { body: createPlanBody },
  response: { status: 201, body: planResponse },
});
