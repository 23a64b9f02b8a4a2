import { defineRoute } from '../../shared/edge/http/route';
import { planParams, planResponse } from './schemas';
import { write } from './route-common';

/** DELETE /api/subscription_plans/{id}: removes a plan. */
export const deleteSubscriptionPlanRoute = defineRoute({
  id: 'deleteSubscriptionPlan',
  method: 'DELETE',
  path: '/api/subscription_plans/{id}',
  handler: 'subscription-plans/delete-subscription-plan',
  surface: 'admin',
  auth: write,
  summary: 'Delete a subscription plan',
  description:
    'Answers the deleted plan. Open cart items on it report an item error at their next pricing and cannot be checked out until changed.',
  request: { params: planParams },
  response: { status: 200, body: planResponse },
});
