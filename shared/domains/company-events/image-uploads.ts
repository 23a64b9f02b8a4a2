import { randomBytes } from 'node:crypto';
import { presignUpload, UPLOAD_EXPIRES_SECONDS, type PresignedUpload } from '../../platform/uploads/presign-upload';
import { IMAGE_CONTENT_TYPES, imageKey, imageUrl, MAX_IMAGE_BYTES } from './event-images';
import type { UploadPolicy } from '../../platform/uploads/local-upload-policy';

/** One image the client is about to upload (already validated: type allowed, size within the limit). */
export interface ImageUploadRequest {
  content_type: keyof typeof IMAGE_CONTENT_TYPES;
  size: number;
}

/** Where and how to upload one image, and the id to put in the event's `images` afterwards. */
export interface ImageUpload {
  id: string;
  /** Where the image will be served once uploaded. */
  url: string;
  /** An HTML-form-style POST: send `fields` then the file as the `file` field, multipart/form-data. */
  upload: PresignedUpload;
  expires_at: string;
}

/**
 * Presigns one upload per image (see presignUpload): an image exists once the client has posted
 * it, and the policy limits it to its declared image type and 10 MB.
 */
export async function presignImageUploads(
  companyId: number,
  images: readonly ImageUploadRequest[],
  now: Date = new Date(),
): Promise<ImageUpload[]> {
  const expiresAt = new Date(now.getTime() + UPLOAD_EXPIRES_SECONDS * 1000);
  return Promise.all(
    images.map(async (image) => {
      const id = `img_${randomBytes(16).toString('hex')}.${IMAGE_CONTENT_TYPES[image.content_type]}`;
      const policy: UploadPolicy = {
        key: imageKey(companyId, id),
        contentType: image.content_type,
        maxBytes: MAX_IMAGE_BYTES,
        expiresAt: expiresAt.toISOString(),
      };
      const upload = await presignUpload(policy);
      return { id, url: imageUrl(companyId, id), upload, expires_at: expiresAt.toISOString() };
    }),
  );
}
