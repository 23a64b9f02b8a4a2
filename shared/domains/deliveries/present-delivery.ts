import type { Delivery } from './delivery-entity';

/** The API view of a delivery (replay endpoints). */
export function presentDelivery(delivery: Delivery) {
  return {
    id: delivery.id,
    identifier: delivery.identifier,
    name: delivery.name,
    status: delivery.status,
    timestamp: delivery.occurred_at,
    payload: delivery.payload,
    attempts: delivery.attempts,
    created_at: delivery.created_at,
    updated_at: delivery.updated_at,
  };
}
