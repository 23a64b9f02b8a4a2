import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';
import { sortableId } from '../../platform/ids';
import { customerPayloadSchema } from './customer-payload';

/**
 * A customer: one item per company and email (`COMPANY#c#CUSTOMER#<email>`), so the counters an
 * order updates are that buyer's item, never one item per company that every checkout would write.
 * The two list orders are sparse-free GSI patterns over it (gsi1: last order time, gsi2: total spent).
 */
export const customerEntity = defineEntity({
  name: 'customer',
  schema: () =>
    customerPayloadSchema.extend({
      company_id: z.number().int(),
      /** Lower-case name and email, what `q` matches words against. */
      search: z.string(),
      version: z.number().int(),
    }),
  keys: {
    primary: { pk: (c) => `${companyPartition(c.company_id)}#CUSTOMER#${c.email}`, sk: () => 'CUSTOMER' },
    byLastOrder: {
      index: 'gsi1',
      pk: (c) => `${companyPartition(c.company_id)}#CUSTOMERS#last_order_at`,
      sk: (c) => `${c.last_order_at}#${sortableId(c.id)}`,
    },
    byTotalSpent: {
      index: 'gsi2',
      pk: (c) => `${companyPartition(c.company_id)}#CUSTOMERS#total_spent`,
      sk: (c) => `${String(c.total_spent).padStart(15, '0')}#${sortableId(c.id)}`,
    },
  },
});

export type Customer = z.infer<typeof customerEntity.schema>;

/** The id → email pointer written once when a customer is created: `GET /customers/{id}` reads it first. */
export const customerRefEntity = defineEntity({
  name: 'customer_ref',
  schema: () => z.object({ company_id: z.number().int(), id: z.number().int(), email: z.string() }),
  keys: { primary: { pk: (r) => companyPartition(r.company_id), sk: (r) => `CUSTOMER#${sortableId(r.id)}` } },
});
