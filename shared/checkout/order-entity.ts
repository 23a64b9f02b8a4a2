import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../db/entity';
import { sortableId } from '../ids';
import { orderPayloadSchema } from '../events/payload-cart';

/** An order placed from a cart; its stored shape is what `order_created` carries, plus the tenant. */
export const orderEntity = defineEntity({
  name: 'order',
  // Orders placed before rep attribution was recorded read as unattributed.
  schema: orderPayloadSchema.extend({
    company_id: z.number().int(),
    buyer_rep: orderPayloadSchema.shape.buyer_rep.default(null),
    volume_rep: orderPayloadSchema.shape.volume_rep.default(null),
    attribution: orderPayloadSchema.shape.attribution.default(null),
  }),
  keys: {
    primary: { pk: (o) => companyPartition(o.company_id), sk: (o) => `ORDER#${sortableId(o.id)}` },
  },
});

export type Order = z.infer<typeof orderEntity.schema>;
