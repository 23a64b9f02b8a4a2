import { z } from 'zod';
import { deliveryAttemptSchema, deliveryStatuses } from '../../shared/domains/deliveries/delivery-entity';
import { storableIdParam } from '../../shared/platform/schema/storable';

const id = storableIdParam;

export const subscriptionParams = z.object({ id });
export const deliveryParams = z.object({ id, delivery_id: id });

/** A delivery with its attempt log, as the replay endpoints show it. */
export const webhookDeliverySchema = z
  .object({
    id: z.number().int().describe('Delivery id: the same on every attempt and resend; receivers dedupe on it'),
    identifier: z.string(),
    name: z.string().describe('Event identifier'),
    status: z.enum(deliveryStatuses),
    timestamp: z.string().describe('When the event occurred'),
    payload: z.record(z.string(), z.unknown()),
    attempts: z.array(deliveryAttemptSchema.meta({ id: 'WebhookDeliveryAttempt' })),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'WebhookDelivery' });
export const deliveryResponse = z.object({ delivery: webhookDeliverySchema });
