import { defineRoute } from '../../shared/edge/http/route';
import { customer } from './schemas';
import { view } from './route-common';
import { z } from 'zod';
import { cursorPageQuery } from '../../shared/platform/schema/pagination';

const sorts = ['last_order_at', '-last_order_at', 'total_spent', '-total_spent'] as const;

const listCustomersQuery = z.object({
  q: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe('An email address (exact), or words that must all occur in the name or email (case-insensitive)'),
  sort: z
    .enum(sorts)
    .optional()
    .describe('`last_order_at` or `total_spent`, a leading `-` for descending; default `-last_order_at`'),
  page: cursorPageQuery().shape.page,
});

const customerListResponse = z.object({ customers: z.array(customer) });

export const listCustomersRoute = defineRoute({
  id: 'listCustomers',
  method: 'GET',
  path: '/api/v202604/customers',
  handler: 'customers/list-customers',
  surface: 'storefront',
  auth: view,
  summary: 'List customers',
  description:
    'A customer is one buyer email of the company, created by its first order and updated by each next one (name, phone, addresses seen, orders count, total spent in the shop currency, first and last order time, marketing consent as the last cart gave it). ' +
    'Cursor pagination; `sort` by `last_order_at` (default newest first) or `total_spent`, each one index Query. `q` with an email is an exact lookup; other words are matched against name and email while the list is read.',
  request: { query: listCustomersQuery },
  response: { status: 200, body: customerListResponse },
  pagination: 'cursor',
});
