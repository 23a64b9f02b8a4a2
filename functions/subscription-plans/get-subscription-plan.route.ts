import { defineRoute } from '../../shared/edge/http/route';
import { planParams, planResponse } from './schemas';
import { read } from './route-common';

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
