/**
 * The company-event form's rules (SPEC "Company event (admin behaviour)"), checked before a save
 * with the API's own messages; the API checks them again and its field errors show the same way.
 */
export interface EventForm {
  title: string;
  description: string;
  time_zone: string;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  url: string;
  location: string;
  images: { id: string; url: string }[];
  available_countries: string[];
  notifications_enabled: boolean;
  status: 'active' | 'inactive';
}

/** A new event: UTC, notifications on, Active. */
export const newEventForm = (): EventForm => ({
  title: '',
  description: '',
  time_zone: 'UTC',
  start_date: '',
  end_date: '',
  start_time: '',
  end_time: '',
  url: '',
  location: '',
  images: [],
  available_countries: [],
  notifications_enabled: true,
  status: 'active',
});

export const MAX_IMAGES_PER_UPLOAD = 10;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'] as const;

export type EventErrors = Partial<Record<keyof EventForm, string>>;

export function eventFormErrors(form: EventForm): EventErrors {
  const errors: EventErrors = {};
  if (!form.title) errors.title = 'is required';
  if (!form.description.trim()) errors.description = "can't be blank";
  if (!form.time_zone) errors.time_zone = 'is required';
  if (!form.start_date) errors.start_date = 'is required';
  if (!form.end_date) errors.end_date = 'is required';
  else if (form.start_date && form.end_date < form.start_date) errors.end_date = 'must not be before the start date';
  else if (form.start_date === form.end_date && form.start_time && form.end_time && form.end_time <= form.start_time) {
    errors.end_time = 'must be after the start time when the event starts and ends on the same day';
  }
  if (form.url && !isFullWebAddress(form.url))
    errors.url = 'must be a full web address starting with http:// or https://';
  return errors;
}

/** Why a choice of image files cannot be uploaded (10 at a time, each an image of at most 10 MB); null when it can. */
export function imageChoiceError(files: readonly { name: string; size: number; type: string }[]): string | null {
  if (files.length > MAX_IMAGES_PER_UPLOAD) return `at most ${MAX_IMAGES_PER_UPLOAD} images can be uploaded at a time`;
  const tooLarge = files.filter((file) => file.size > MAX_IMAGE_BYTES).map((file) => file.name);
  if (tooLarge.length > 0) return `${tooLarge.join(', ')}: each image must be at most 10 MB`;
  const notImage = files
    .filter((file) => !(IMAGE_TYPES as readonly string[]).includes(file.type))
    .map((file) => file.name);
  if (notImage.length > 0) return `${notImage.join(', ')}: must be a JPEG, PNG, GIF, WebP or AVIF image`;
  return null;
}

/** The request body of a save: empty optional fields are null. */
export function eventBody(form: EventForm) {
  const optional = (value: string) => (value.trim() ? value : null);
  return {
    title: form.title,
    description: form.description,
    time_zone: form.time_zone,
    start_date: form.start_date,
    end_date: form.end_date,
    start_time: optional(form.start_time),
    end_time: optional(form.end_time),
    url: optional(form.url),
    location: optional(form.location),
    images: form.images.map(({ id }) => ({ id })),
    available_countries: form.available_countries,
    notifications_enabled: form.notifications_enabled,
    status: form.status,
  };
}

function isFullWebAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0 && /^https?:\/\//i.test(value)
  );
}
