import { z } from 'zod';
import { storableIdParam } from '../../shared/platform/schema/storable';

// Missing objects say so plainly instead of zod's type message.
export const required = {
  error: (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : undefined),
};

export const countryCode = z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code (e.g. US)');

/** Path of one event. */
export const eventParams = z.object({ id: storableIdParam });

/** A company event as the admin surface shows it. */
export const eventSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    time_zone: z.string().describe('IANA time zone the dates and times are read in'),
    start_date: z.string().meta({ format: 'date' }),
    end_date: z.string().meta({ format: 'date' }),
    start_time: z.string().nullable().describe('HH:MM'),
    end_time: z.string().nullable().describe('HH:MM'),
    url: z.string().nullable(),
    location: z.string().nullable(),
    images: z.array(z.object({ id: z.string(), url: z.string() })),
    available_countries: z.array(z.string()),
    notifications_enabled: z.boolean(),
    status: z.enum(['active', 'inactive']).describe('Stored status'),
    status_label: z
      .enum(['Active', 'Draft', 'Out of Date'])
      .describe('Active = active and not ended; Draft = inactive; Out of Date = active and ended'),
    preview_status: z.enum(['Upcoming', 'In Progress', 'Concluded']),
    reminder_at: z.iso
      .datetime()
      .nullable()
      .describe(
        'When the hour-before reminder goes to members (one minute after the save when saved within the hour); null when notifications are off, the event is inactive, or the reminder has fired or had no time left',
      ),
    starts_at: z.iso.datetime().describe('UTC instant of the start (00:00 local when no start_time)'),
    ends_at: z.iso.datetime().describe('UTC instant of the last moment (23:59:59.999 local when no end_time)'),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'CompanyEvent' });

/** `{event}` */
export const eventResponse = z.object({ event: eventSchema });

/** One recorded notification. */
export const notificationSchema = z
  .object({
    event_id: z.number().int(),
    kind: z.enum(['manual', 'reminder']),
    send_id: z.string(),
    member_id: z.number().int(),
    member_type: z.enum(['rep', 'admin']),
    email: z.string(),
    full_name: z.string(),
    country_code: z.string(),
    event_starts_at: z.iso.datetime(),
    sent_at: z.iso.datetime(),
  })
  .meta({ id: 'CompanyEventNotification' });

/** `{notifications}` with `meta.pagination`. */
export const listNotificationsResponse = z.object({ notifications: z.array(notificationSchema) });
