import { defineRoute } from '../../shared/edge/http/route';
import { createPlanBody, planResponse } from './schemas';
import { write } from './route-common';

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
