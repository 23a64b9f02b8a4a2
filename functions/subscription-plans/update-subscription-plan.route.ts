import { defineRoute } from '../../shared/edge/http/route';
import { planFields, planParams, planResponse } from './schemas';
import { write } from './route-common';
import { z } from 'zod';

/** Body of PUT /api/subscription_plans/{id}: the fields sent change. */
const updatePlanBody = z.object({ subscription_plan: planFields.partial().strict() });

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
