import { z } from 'zod';
import { defineEntity } from '../../platform/db/entity';
import type { Gateway } from './gateway-entity';

/**
 * Where a gateway lives, by its id alone: the processor calls the gateway's events URL
 * (`/api/payment/v2026-04/gateways/{id}/events`) with no credential of the company, so that route
 * finds the company here with one GetItem and then reads the gateway in the company's partition.
 * Tenancy comes from this record, written with the gateway, never from the request: a forged id
 * finds nothing, and a real one is only accepted with a payload signed by that gateway's secret.
 */
export const gatewayPointerEntity = defineEntity({
  name: 'payment_gateway_pointer',
  schema: () =>
    z.object({
      gateway_id: z.string(),
      company_id: z.number().int(),
    }),
  keys: {
    primary: { pk: (p) => `PAYMENT_GATEWAY#${p.gateway_id}`, sk: () => 'POINTER' },
  },
});

/** The pointer's Put, written in the gateway's create transaction. */
export function gatewayPointerPut(gateway: Pick<Gateway, 'id' | 'company_id'>) {
  return gatewayPointerEntity.create({ gateway_id: gateway.id, company_id: gateway.company_id });
}

/** The pointer's Delete, written in the gateway's delete transaction. */
export function gatewayPointerDelete(gateway: Pick<Gateway, 'id'>) {
  return gatewayPointerEntity.delete({ gateway_id: gateway.id });
}

/** The company owning gateway `id`, or undefined for an id no gateway has. */
export async function gatewayCompanyOf(id: string): Promise<number | undefined> {
  const pointer = await gatewayPointerEntity.get({ gateway_id: id }, { consistent: true });
  return pointer?.company_id;
}
