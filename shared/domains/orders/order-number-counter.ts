import { z } from 'zod';
import { defineEntity } from '../../platform/db/entity';
import { companyPartition } from '../company/company-entity';

/** A company's order-number counter: one item, created by its first atomic ADD. */
export const orderNumberCounterEntity = defineEntity({
  name: 'order_number_counter',
  schema: () =>
    z.object({
      company_id: z.number().int(),
      /** How many numbers were handed out (checkouts refused after allocation included). */
      allocated: z.number().int(),
    }),
  keys: {
    primary: { pk: (counter) => `${companyPartition(counter.company_id)}#ORDER_NUMBER`, sk: () => 'COUNTER' },
  },
});
