import { z } from 'zod';
import { cursorPageQuery } from '../../shared/platform/schema/pagination';
import { customerPayloadSchema } from '../../shared/domains/events/payload-order';
import { orderSchema } from '../orders/schemas';
import { storableIdParam } from '../../shared/platform/schema/storable';

const customer = customerPayloadSchema.meta({ id: 'Customer' });
const sorts = ['last_order_at', '-last_order_at', 'total_spent', '-total_spent'] as const;

export const customerParams = z.object({ id: storableIdParam });
export const listCustomersQuery = z.object({
  q: z.string().trim().min(1).max(200).optional().describe('An email address (exact), or words that must all occur in the name or email (case-insensitive)'),
  sort: z.enum(sorts).optional().describe('`last_order_at` or `total_spent`, a leading `-` for descending; default `-last_order_at`'),
  page: cursorPageQuery().shape.page,
});
export const customerListResponse = z.object({ customers: z.array(customer) });
export const customerResponse = z.object({ customer: customer.extend({ recent_orders: z.array(orderSchema).describe('Up to 10 most recent orders, newest first') }) });
