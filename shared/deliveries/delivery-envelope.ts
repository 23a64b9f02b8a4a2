import type { Delivery } from './delivery-entity';

/** The body receivers get (SPEC "Delivery envelope"); identical bytes on every attempt. */
export interface DeliveryEnvelope {
  id: number;
  identifier: string;
  name: string;
  timestamp: string;
  payload: Record<string, unknown>;
}

/** The envelope of a delivery. */
export function deliveryEnvelope(delivery: Delivery): DeliveryEnvelope {
  return { id: delivery.id, identifier: delivery.identifier, name: delivery.name, timestamp: delivery.occurred_at, payload: delivery.payload };
}
