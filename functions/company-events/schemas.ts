import { z } from 'zod';
import {
  countriesField,
  dateField,
  DEFAULT_TIME_ZONE,
  descriptionField,
  imagesField,
  locationField,
  notificationsEnabledField,
  statusField,
  timeField,
  timeZoneField,
  titleField,
  urlField,
} from '../../shared/domains/company-events/event-fields';
import { IMAGE_CONTENT_TYPES, MAX_IMAGE_BYTES, MAX_IMAGES_PER_UPLOAD } from '../../shared/domains/company-events/event-images';
import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { boundedText, storableId, storableIdParam } from '../../shared/platform/schema/storable';

// Missing objects say so plainly instead of zod's type message.
const required = { error: (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : undefined) };

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code (e.g. US)');

/** Path of one event. */
export const eventParams = z.object({ id: storableIdParam });

const createFields = {
  title: titleField,
  description: descriptionField.describe('Required; whitespace only counts as empty'),
  time_zone: timeZoneField.default(DEFAULT_TIME_ZONE),
  start_date: dateField,
  end_date: dateField.describe('Not before start_date'),
  start_time: timeField.default(null).describe('Without it the event starts at 00:00 of start_date'),
  end_time: timeField.default(null).describe('Without it the event ends at the end of end_date; on a single-day event with both times, after start_time'),
  url: urlField.default(null),
  location: locationField.default(null),
  images: imagesField.default([]),
  available_countries: countriesField.default([]).describe("ISO 3166-1 alpha-2 codes among the company's countries"),
  notifications_enabled: notificationsEnabledField.default(true),
  status: statusField.default('active'),
};

/** Fields of a new event; omitted optional fields take the spec's defaults (UTC, notifications on, Active). */
export const eventCreateInput = z.object(createFields, required).meta({ id: 'CompanyEventInput' });

const updateFields = {
  title: titleField.optional(),
  description: descriptionField.optional(),
  time_zone: timeZoneField.optional(),
  start_date: dateField.optional(),
  end_date: dateField.optional(),
  start_time: timeField.optional(),
  end_time: timeField.optional(),
  url: urlField.optional(),
  location: locationField.optional(),
  images: imagesField.optional(),
  available_countries: countriesField.optional(),
  notifications_enabled: notificationsEnabledField.optional(),
  status: statusField.optional(),
};

/** A partial update: absent fields keep their values; null clears an optional field. */
export const eventUpdateInput = z.object(updateFields, required).meta({ id: 'CompanyEventUpdate' });

/** Body of create. */
export const createEventBody = z.object({ event: eventCreateInput });
/** Body of update. */
export const updateEventBody = z.object({ event: eventUpdateInput });

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
    status_label: z.enum(['Active', 'Draft', 'Out of Date']).describe('Active = active and not ended; Draft = inactive; Out of Date = active and ended'),
    preview_status: z.enum(['Upcoming', 'In Progress', 'Concluded']),
    reminder_at: z.iso
      .datetime()
      .nullable()
      .describe('When the hour-before reminder goes to members (one minute after the save when saved within the hour); null when notifications are off, the event is inactive, or the reminder has fired or had no time left'),
    starts_at: z.iso.datetime().describe('UTC instant of the start (00:00 local when no start_time)'),
    ends_at: z.iso.datetime().describe('UTC instant of the last moment (23:59:59.999 local when no end_time)'),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'CompanyEvent' });

/** `{event}` */
export const eventResponse = z.object({ event: eventSchema });

/** Filters and pages of the event list. */
export const listEventsQuery = offsetPageQuery().extend({
  status: z.enum(['active', 'draft', 'out_of_date']).optional().describe('Derived list status: Active, Draft or Out of Date'),
  country: countryCode.optional().describe('Only events available in this country'),
  q: boundedText(1020).min(1).max(255).optional().describe('Case-insensitive text the title contains'),
});

/** `{events}` with `meta.pagination`. */
export const listEventsResponse = z.object({ events: z.array(eventSchema) });

/** `{id}` of a deleted event. */
export const deleteEventResponse = z.object({ id: z.number().int() });

/** Body of a bulk action. */
export const bulkEventsBody = z.object({
  action: z.enum(['activate', 'draft', 'delete'], { error: 'must be one of activate, draft, delete' }),
  ids: z.array(storableId, required).min(1, 'must name at least one event').max(100, 'must name at most 100 events'),
});

/** Per-id outcome of a bulk action, in request order. */
export const bulkEventsResponse = z.object({
  results: z.array(
    z
      .object({
        id: z.number().int(),
        success: z.boolean(),
        event: eventSchema.nullable().optional().describe('The event after the action (null once deleted); absent on failure'),
        error_message: z.string().optional().describe('Why this id failed'),
        error_status: z.number().int().optional().describe('HTTP status this id would have had alone (404, 409, ...)'),
      })
      .meta({ id: 'CompanyEventBulkResult' }),
  ),
  succeeded: z.number().int(),
  failed: z.number().int(),
});

/** Body of Send Notification. */
export const notifyEventBody = z.object({
  countries: z
    .array(countryCode, required)
    .min(1, 'must name at least one country')
    .max(250)
    .transform((codes) => [...new Set(codes)]),
});

/** What a send did. */
export const notifyEventResponse = z.object({
  notification: z
    .object({
      id: z.string(),
      event_id: z.number().int(),
      countries: z.array(z.string()),
      recipient_count: z.number().int().describe('Active reps and admins in the countries'),
      sent_at: z.iso.datetime(),
      blocked_until: z.iso.datetime().describe('Further sends for this event are refused (429) until then'),
    })
    .meta({ id: 'CompanyEventNotificationSend' }),
});

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

const imageTypes = Object.keys(IMAGE_CONTENT_TYPES) as [keyof typeof IMAGE_CONTENT_TYPES, ...Array<keyof typeof IMAGE_CONTENT_TYPES>];

/** Body of an image upload action: the files about to be uploaded (SPEC "Limits": up to 10, each up to 10 MB). */
export const imageUploadsBody = z.object({
  images: z
    .array(
      z.object({
        content_type: z.enum(imageTypes, { error: `must be an image type: ${imageTypes.join(', ')}` }),
        size: z
          .number({ error: 'is required (bytes)' })
          .int()
          .min(1, 'must be at least 1 byte')
          .max(MAX_IMAGE_BYTES, `must be at most 10 MB (${MAX_IMAGE_BYTES} bytes)`),
      }),
      required,
    )
    .min(1, 'must list at least one image')
    .max(MAX_IMAGES_PER_UPLOAD, `at most ${MAX_IMAGES_PER_UPLOAD} images can be uploaded at a time`),
});

/** One presigned upload per requested image, in request order. */
export const imageUploadsResponse = z.object({
  images: z.array(
    z
      .object({
        id: z.string().describe('Put `{id}` in the event’s `images` once the upload succeeded'),
        url: z.string().describe('Where the image is served after the upload'),
        upload: z.object({
          url: z.string().describe('POST here as multipart/form-data'),
          fields: z.record(z.string(), z.string()).describe('Send these form fields first, then the file as `file`'),
        }),
        expires_at: z.iso.datetime(),
      })
      .meta({ id: 'CompanyEventImageUpload' }),
  ),
});
