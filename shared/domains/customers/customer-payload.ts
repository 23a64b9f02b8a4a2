import { z } from 'zod';

const minor = z.number().int().describe('Minor units of the order currency');
const at = z.iso.datetime();

/** A customer: one per company and email, kept up to date as orders are placed. */
export const customerPayloadSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  addresses: z
    .array(z.record(z.string(), z.unknown()))
    .describe('Distinct shipping and billing addresses seen on orders, newest first (at most 10)'),
  orders_count: z.number().int(),
  total_spent: minor.describe('Sum of the totals (as placed) of orders in `currency_code`'),
  currency_code: z.string().describe('The shop’s currency'),
  spent_by_currency: z
    .record(z.string(), minor)
    .describe('Sum of order totals as placed, per order currency (no conversion)'),
  email_marketing: z.boolean().describe('Accepts email marketing (as the last order’s cart said)'),
  sms_marketing: z.boolean(),
  first_order_at: at,
  last_order_at: at,
  last_order_id: z.number().int(),
  created_at: at,
  updated_at: at,
});

/** A realistic customer for the catalog and schema endpoints. */
export const customerExample: z.input<typeof customerPayloadSchema> = {
  id: 4_503_599_627_370_800,
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  phone: null,
  addresses: [
    { name: 'Ada Lovelace', address1: '1 Main St', city: 'New York', postal_code: '10001', country_code: 'US' },
  ],
  orders_count: 3,
  total_spent: 13_383,
  currency_code: 'USD',
  spent_by_currency: { USD: 13_383 },
  email_marketing: true,
  sms_marketing: false,
  first_order_at: '2026-02-01T09:40:00.000Z',
  last_order_at: '2026-04-01T09:40:00.000Z',
  last_order_id: 4_503_599_627_370_700,
  created_at: '2026-02-01T09:40:00.000Z',
  updated_at: '2026-04-01T09:40:00.000Z',
};
