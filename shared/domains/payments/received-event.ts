import { z } from 'zod';
import { defineEntity } from '../../platform/db/entity';
import type { GuardedWrite, WriteItem } from '../../platform/db/transact';
import { companyPartition } from '../company/company-entity';

/** How long an event id is remembered: Stripe retries a delivery for up to three days. */
const REMEMBERED_SECONDS = 30 * 86_400;

/**
 * A processor event the gateway's events route acted on, by the processor's event id. It is put
 * (on the condition that none exists) in the same transaction as the change the event made, so a
 * redelivered or replayed event finds it and changes nothing, and two deliveries racing commit once.
 */
export const receivedEventEntity = defineEntity({
  name: 'payment_received_event',
  schema: () =>
    z.object({
      company_id: z.number().int(),
      gateway_id: z.string(),
      event_id: z.string(),
      type: z.string(),
      received_at: z.string(),
      ttl: z.number().int(),
    }),
  keys: {
    primary: {
      pk: (e) => companyPartition(e.company_id),
      sk: (e) => `PAYMENT_EVENT#${e.gateway_id}#${e.event_id}`,
    },
  },
});

/** The event named by the processor, as the route saw it. */
export interface ReceivedEventRef {
  companyId: number;
  gatewayId: string;
  eventId: string;
  type: string;
}

/** The conditional Put recording the event once. */
export function receivedEventPut(event: ReceivedEventRef, at: Date): WriteItem {
  return receivedEventEntity.create({
    company_id: event.companyId,
    gateway_id: event.gatewayId,
    event_id: event.eventId,
    type: event.type,
    received_at: at.toISOString(),
    ttl: Math.floor(at.getTime() / 1000) + REMEMBERED_SECONDS,
  });
}

/** Whether the event was acted on already (a replay). */
export async function wasReceived(event: ReceivedEventRef): Promise<boolean> {
  const found = await receivedEventEntity.get(
    { company_id: event.companyId, gateway_id: event.gatewayId, event_id: event.eventId },
    { consistent: true },
  );
  return found !== undefined;
}

/** Another delivery of the same event committed first: this one changes nothing. */
export class AlreadyReceived extends Error {
  constructor() {
    super('The processor event was received already');
    this.name = 'AlreadyReceived';
  }
}

/** The event's record as a change's guarded write: refused with AlreadyReceived when a replay raced it. */
export function receivedEventWrite(event: ReceivedEventRef, at: Date): GuardedWrite {
  return { item: receivedEventPut(event, at), refusal: () => new AlreadyReceived() };
}
