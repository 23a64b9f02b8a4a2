import { defineRoute } from '../../shared/edge/http/route';
import { subscriptionSchema } from './schemas';
import { base, view } from './route-common';
import { z } from 'zod';
import { subscriptionStatuses } from '../../shared/domains/autoship/subscription-payload';
import { cursorPageQuery } from '../../shared/platform/schema/pagination';
import { storableIdParam } from '../../shared/platform/schema/storable';
import { emailAddress } from '../../shared/platform/schema/email';

const listSubscriptionsQuery = z.object({
  filter: z
    .object({
      status: z.enum(subscriptionStatuses).optional(),
      email: emailAddress().optional().describe('The customer’s email (exact, case-insensitive)'),
      plan_id: storableIdParam.optional().describe('Subscriptions billing on this plan'),
      next_billing_at: z
        .object({ from: z.iso.datetime().optional(), to: z.iso.datetime().optional() })
        .strict()
        .optional()
        .describe('Next billing at or after `from` and at or before `to` (ISO 8601, UTC `Z`)'),
    })
    .strict()
    .default({}),
  page: cursorPageQuery().shape.page,
});

const subscriptionListResponse = z.object({ subscriptions: z.array(subscriptionSchema) });

export const listSubscriptionsRoute = defineRoute({
  id: 'listSubscriptions',
  method: 'GET',
  path: base,
  handler: 'subscriptions/list-subscriptions',
  surface: 'storefront',
  auth: view,
  summary: 'List autoship subscriptions',
  description:
    'Cursor pagination. Filters are ANDed; each request is one Query: `filter[status]` reads that status ordered by next billing time (`filter[next_billing_at]` narrows its key range), else `filter[email]` reads that customer’s subscriptions, else the company’s, oldest first; ' +
    '`filter[plan_id]` and the remaining filters apply while reading. Public tokens never hold `subscriptions.view`.',
  request: { query: listSubscriptionsQuery },
  response: { status: 200, body: subscriptionListResponse },
  pagination: 'cursor',
});
