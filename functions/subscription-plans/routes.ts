import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { defineRoute } from '../../shared/edge/http/route';
import { createPlanBody, planListResponse, planParams, planResponse, updatePlanBody } from './schemas';

const read = { kind: 'bearer', permission: 'storefront.view' } as const;
const write = { kind: 'bearer', permission: 'storefront.update' } as const;

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

/** GET /api/subscription_plans: the company's plans, oldest first. */
export const listSubscriptionPlansRoute = defineRoute({
  id: 'listSubscriptionPlans',
  method: 'GET',
  path: '/api/subscription_plans',
  handler: 'subscription-plans/list-subscription-plans',
  surface: 'admin',
  auth: read,
  ownership: { kind: 'none' },
  summary: 'List subscription plans',
  request: { query: offsetPageQuery() },
  response: { status: 200, body: planListResponse },
  pagination: 'offset',
});

/** GET /api/subscription_plans/{id}: one plan. */
export const getSubscriptionPlanRoute = defineRoute({
  id: 'getSubscriptionPlan',
  method: 'GET',
  path: '/api/subscription_plans/{id}',
  handler: 'subscription-plans/get-subscription-plan',
  surface: 'admin',
  auth: read,
  ownership: { kind: 'none' },
  summary: 'Show a subscription plan',
  request: { params: planParams },
  response: { status: 200, body: planResponse },
});

/** PUT /api/subscription_plans/{id}: partial update. */
export const updateSubscriptionPlanRoute = defineRoute({
  id: 'updateSubscriptionPlan',
  method: 'PUT',
  path: '/api/subscription_plans/{id}',
  handler: 'subscription-plans/update-subscription-plan',
  surface: 'admin',
  auth: write,
  summary: 'Update a subscription plan',
  description: 'Only the fields sent change. Subscriptions already created keep the cadence they were created with.',
  request: { params: planParams, body: updatePlanBody },
  response: { status: 200, body: planResponse },
});

/** DELETE /api/subscription_plans/{id}: removes a plan. */
export const deleteSubscriptionPlanRoute = defineRoute({
  id: 'deleteSubscriptionPlan',
  method: 'DELETE',
  path: '/api/subscription_plans/{id}',
  handler: 'subscription-plans/delete-subscription-plan',
  surface: 'admin',
  auth: write,
  summary: 'Delete a subscription plan',
  description: 'Answers the deleted plan. Open cart items on it report an item error at their next pricing and cannot be checked out until changed.',
  request: { params: planParams },
  response: { status: 200, body: planResponse },
});

/** Every subscription plan route, for the manifest. */
export const subscriptionPlanRoutes = [createSubscriptionPlanRoute, listSubscriptionPlansRoute, getSubscriptionPlanRoute, updateSubscriptionPlanRoute, deleteSubscriptionPlanRoute];
