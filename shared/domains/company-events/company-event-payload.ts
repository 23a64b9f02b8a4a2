import { z } from 'zod';

const localTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
  .describe('HH:MM in the event time zone');

/** The company calendar event as `company_event_*` webhook payloads carry it under `company_event`. */
export const companyEventPayloadSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  time_zone: z.string().describe('IANA time zone the dates and times are in'),
  start_date: z.iso.date(),
  end_date: z.iso.date(),
  start_time: localTime.nullable(),
  end_time: localTime.nullable(),
  url: z.string().nullable(),
  location: z.string().nullable(),
  images: z.array(z.object({ id: z.string(), url: z.string() }).loose()).describe('Uploaded images, in display order'),
  available_countries: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .describe('ISO 3166-1 alpha-2 countries the event is shown in'),
  notifications_enabled: z.boolean(),
  status: z.enum(['active', 'inactive']),
  status_label: z.enum(['Active', 'Draft', 'Out of Date']),
  preview_status: z.enum(['Upcoming', 'In Progress', 'Concluded']),
  starts_at: z.iso.datetime().describe('UTC instant the event starts'),
  ends_at: z.iso.datetime().describe('UTC instant the event ends'),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

/** `company_event_notification` adds what was sent: a manual Send Notification to reps and admins. */
export const companyEventNotificationPayloadSchema = companyEventPayloadSchema.extend({
  notification: z.object({
    countries: z
      .array(z.string().regex(/^[A-Z]{2}$/))
      .min(1)
      .describe('Countries whose active reps and admins were notified'),
    sent_at: z.iso.datetime(),
  }),
});

/** A realistic company event, used as the catalog's example. */
export const companyEventExample: z.input<typeof companyEventPayloadSchema> = {
  id: 4_503_599_627_370_001,
  title: 'Spring kickoff',
  description: 'Quarterly kickoff for the whole field team.',
  time_zone: 'America/New_York',
  start_date: '2026-05-04',
  end_date: '2026-05-04',
  start_time: '18:00',
  end_time: '20:00',
  url: 'https://example.com/kickoff',
  location: 'Online',
  images: [{ id: 'img_01', url: 'https://cdn.example.com/events/kickoff.jpg' }],
  available_countries: ['US', 'CA'],
  notifications_enabled: true,
  status: 'active',
  status_label: 'Active',
  preview_status: 'Upcoming',
  starts_at: '2026-05-04T22:00:00.000Z',
  ends_at: '2026-05-05T00:00:00.000Z',
  created_at: '2026-04-01T09:30:00.000Z',
  updated_at: '2026-04-01T09:30:00.000Z',
};

/** The example of a notification event. */
export const companyEventNotificationExample: z.input<typeof companyEventNotificationPayloadSchema> = {
  ...companyEventExample,
  notification: { countries: ['US'], sent_at: '2026-04-20T15:00:00.000Z' },
};
