import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { defineRoute } from '../../shared/edge/http/route';
import { subscriptionPlanSchema } from './schemas';
import { read } from './route-common';
import { z } from 'zod';

const planListResponse = z.object({ subscription_plans: z.array(subscriptionPlanSchema) });

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
