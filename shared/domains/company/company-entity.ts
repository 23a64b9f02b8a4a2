import { z } from 'zod';
import { defineEntity } from '../../platform/db/entity';

/** A merchant company. Tenant data of a company always lives under `COMPANY#<id>`. */
export const companyEntity = defineEntity({
  name: 'company',
  schema: () =>
    z.object({
      id: z.number().int(),
      name: z.string(),
      subdomain: z.string(),
      email: z.string(),
      country_code: z.string(),
      currency_code: z.string(),
      time_zone: z.string(),
      /** Checkout makes one subscription per billing cadence and start date instead of one per subscribed line. */
      bundle_subscriptions: z.boolean().default(false),
      /** What a subscription whose last dunning retry failed becomes (shared/domains/autoship/dunning.ts). */
      subscription_dunning_final_action: z.enum(['pause', 'cancel']).default('pause'),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  keys: {
    primary: { pk: (c) => companyPartition(c.id), sk: () => 'COMPANY' },
  },
});

export type Company = z.infer<typeof companyEntity.schema>;

/** Partition key of everything a company owns; built only from the authenticated company id. */
export function companyPartition(companyId: number): string {
  return `COMPANY#${companyId}`;
}
