import { z } from 'zod';
import { defineEntity } from '../../platform/db/entity';
import { sortableId } from '../../platform/ids';
import { companyPartition } from '../company/company-entity';
import { integrationTypes } from './gateway-entity';

/** Sort-key prefix of one customer's saved methods inside the company partition. */
export function savedMethodPrefix(customerId: number): string {
  return `CUSTOMER_PAYMENT_METHOD#${sortableId(customerId)}#`;
}

/**
 * A payment method a customer saved at checkout for later payments without them (autoship
 * renewals). Only the processor's references are kept (its customer and payment method ids),
 * with the card's brand, last four digits and expiry for display: never card data.
 */
export const savedMethodEntity = defineEntity({
  name: 'customer_payment_method',
  schema: () =>
    z.object({
      id: z.number().int(),
      company_id: z.number().int(),
      customer_id: z.number().int(),
      gateway_id: z.string(),
      integration_type: z.enum(integrationTypes),
      /** The processor's customer the method is attached to (Stripe `cus_…`). */
      processor_customer_id: z.string(),
      /** The processor's payment method (Stripe `pm_…`). */
      processor_payment_method_id: z.string(),
      card_brand: z.string().nullable(),
      last_four: z.string().nullable(),
      exp_month: z.number().int().nullable(),
      exp_year: z.number().int().nullable(),
      /** The method renewals and new subscriptions use unless told otherwise; one per customer. */
      is_default: z.boolean(),
      /** The order whose checkout saved it. */
      origin_order_id: z.number().int().nullable(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  keys: {
    primary: {
      pk: (m) => companyPartition(m.company_id),
      sk: (m) => `${savedMethodPrefix(m.customer_id)}${sortableId(m.id)}`,
    },
  },
});

/** A saved payment method as stored. */
export type SavedMethod = z.infer<typeof savedMethodEntity.schema>;
