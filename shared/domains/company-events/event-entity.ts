import { z } from 'zod';
import { companyPartition } from '../company/company-entity';
import { defineEntity } from '../../platform/db/entity';
import { sortableId } from '../../platform/ids';

/**
 * A company event (the company calendar shown to members). Lives in the company partition; the
 * `byStart` pattern lists a company's events in start order on gsi1.
 */
export const companyEventEntity = defineEntity({
  name: 'company_event',
  schema: () =>
    z.object({
      id: z.number().int(),
      company_id: z.number().int(),
      title: z.string(),
      description: z.string(),
      time_zone: z.string(),
      start_date: z.string(),
      end_date: z.string(),
      start_time: z.string().nullable(),
      end_time: z.string().nullable(),
      url: z.string().nullable(),
      location: z.string().nullable(),
      images: z.array(z.object({ id: z.string() })),
      available_countries: z.array(z.string()),
      notifications_enabled: z.boolean(),
      status: z.enum(['active', 'inactive']),
      /** Derived from the date/time fields in the event's time zone (event-timing.ts); stored for ordering. */
      starts_at: z.string(),
      ends_at: z.string(),
      /** Incremented on every change: optimistic concurrency and the reminder schedule's ClientToken. */
      version: z.number().int(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  keys: {
    primary: { pk: (e) => companyPartition(e.company_id), sk: (e) => eventSortKey(e.id) },
    byStart: {
      index: 'gsi1',
      pk: (e) => `${companyPartition(e.company_id)}#EVENTS`,
      sk: (e) => `${e.starts_at}#${sortableId(e.id)}`,
    },
  },
});

/** A stored company event. */
export type CompanyEvent = z.infer<typeof companyEventEntity.schema>;

/** The fields an admin edits (everything but identity, derived instants and bookkeeping). */
export type EventDetails = Omit<
  CompanyEvent,
  'id' | 'company_id' | 'starts_at' | 'ends_at' | 'version' | 'created_at' | 'updated_at'
>;

/** Sort key of an event within its company partition; other event-owned items extend it. */
export function eventSortKey(eventId: number): string {
  return `EVENT#${sortableId(eventId)}`;
}
