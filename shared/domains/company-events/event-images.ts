import { uploadUrl } from '../../platform/uploads/presign-upload';

/** Files one upload action may presign (SPEC "Limits"). */
export const MAX_IMAGES_PER_UPLOAD = 10;
/** Largest accepted image, in bytes (SPEC "Limits": 10 MB). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Content types an event image may have, with the file extension each is stored under. */
export const IMAGE_CONTENT_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
} as const;
/**
 * Shape of an image id: `img_` + 32 hex characters + extension. Ids are not keys: the storage key
 * is derived from the caller's company, so an event can never reference another tenant's file.
 */
export const IMAGE_ID_PATTERN = /^img_[0-9a-f]{32}\.(jpg|png|gif|webp|avif)$/;

/** Storage key (S3 object key, local file path) of a company's event image. */
export function imageKey(companyId: number, imageId: string): string {
  return `company-events/${companyId}/${imageId}`;
}

/** Public URL of an event image (see uploadUrl). */
export function imageUrl(companyId: number, imageId: string): string {
  return uploadUrl(imageKey(companyId, imageId));
}
