import { z } from 'zod';
import { boundedText } from '../../platform/schema/storable';
import { IMAGE_ID_PATTERN } from './event-images';
import { canonicalTimeZone } from '../../platform/zoned-time';

/** Time zone of new events when the request names none (SPEC: new events default to UTC). */
export const DEFAULT_TIME_ZONE = 'UTC';
/** Images one event may reference; bounds the item size (the spec limits uploads, not references). */
export const MAX_IMAGES_PER_EVENT = 50;

const required = (expected: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? 'is required' : `must be ${expected}`;

/** Title: required (any non-empty text). */
export const titleField = boundedText(1020, { error: required('a string') })
  .min(1, 'is required')
  .max(255, 'must be at most 255 characters');

/** Description: required; whitespace only counts as empty. */
export const descriptionField = boundedText(40_000, { error: required('a string') })
  .max(10_000, 'must be at most 10000 characters')
  .refine((value) => value.trim().length > 0, "can't be blank");

/** IANA time zone name, normalised to its canonical spelling. */
export const timeZoneField = z
  .string({ error: required('a string') })
  .transform((value, context) => {
    const zone = canonicalTimeZone(value);
    if (!zone) context.addIssue({ code: 'custom', message: 'must be an IANA time zone name such as America/New_York' });
    return zone ?? value;
  })
  .meta({ description: 'IANA time zone name', example: 'America/New_York' });

/** A real calendar date `YYYY-MM-DD` (years 1000-9999). */
export const dateField = z
  .string({ error: required('a date (YYYY-MM-DD)') })
  .regex(/^[1-9]\d{3}-\d{2}-\d{2}$/, 'must be a date in the form YYYY-MM-DD')
  .refine(isRealDate, 'must be a real calendar date')
  .meta({ format: 'date', example: '2026-03-08' });

/** A wall-clock time `HH:MM` (00:00-23:59); null or absent means "not set". */
export const timeField = z
  .string({ error: required('a time (HH:MM)') })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time in the form HH:MM (00:00-23:59)')
  .nullable()
  .meta({ example: '18:30' });

/** A full http(s) web address; null or absent means none. */
export const urlField = boundedText(8192, { error: required('a string') })
  .max(2048, 'must be at most 2048 characters')
  .refine(isFullWebAddress, 'must be a full web address starting with http:// or https://')
  .nullable()
  .meta({ format: 'uri', example: 'https://example.com/launch' });

/** Free-text location; null or absent means none. */
export const locationField = boundedText(2000, { error: required('a string') })
  .max(500, 'must be at most 500 characters')
  .nullable();

/** ISO 3166-1 alpha-2 codes, deduplicated; each must be one of the company's countries (checked against the company). */
export const countriesField = z
  .array(z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code (e.g. US)'), {
    error: required('an array of country codes'),
  })
  .max(250)
  .transform((codes) => [...new Set(codes)]);

/** A reference to an uploaded image: the `id` the upload endpoint returned (a `url` sent back is ignored). */
export const imageReferenceField = z.object({
  id: z
    .string({ error: required('an image id') })
    .regex(IMAGE_ID_PATTERN, 'must be an image id returned by the image upload endpoint'),
});

/** Image references, at most MAX_IMAGES_PER_EVENT. */
export const imagesField = z
  .array(imageReferenceField, { error: required('an array of image references') })
  .max(MAX_IMAGES_PER_EVENT, `must contain at most ${MAX_IMAGES_PER_EVENT} images`);

/** Event Notifications switch. */
export const notificationsEnabledField = z.boolean({ error: required('true or false') });

/** Stored status; `inactive` is listed as Draft. */
export const statusField = z.enum(['active', 'inactive'], { error: 'must be active or inactive' });

function isRealDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isFullWebAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0 && /^https?:\/\//i.test(value)
  );
}
