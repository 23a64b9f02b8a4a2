import type { DeliveryEnvelope } from '../../sdk/verify/verify-delivery';
import type { Delivery } from './delivery-entity';

/** The body receivers get (SPEC "Delivery envelope"); identical bytes on every attempt. Declared once, in the receivers' verify module. */
export type { DeliveryEnvelope };

/** The envelope of a delivery. */
export function deliveryEnvelope(delivery: Delivery): DeliveryEnvelope {
  return {
    id: delivery.id,
    identifier: delivery.identifier,
    name: delivery.name,
    timestamp: delivery.occurred_at,
    payload: delivery.payload,
  };
}
