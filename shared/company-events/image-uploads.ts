import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { randomBytes } from 'node:crypto';
import { config } from '../config';
import { IMAGE_CONTENT_TYPES, imageKey, imageUrl, MAX_IMAGE_BYTES } from './event-images';
import { signLocalUploadPolicy, type UploadPolicy } from './local-upload-policy';
import { traceClient } from '../observability/tracing';

/** How long a presigned upload stays usable. */
export const UPLOAD_EXPIRES_SECONDS = 15 * 60;

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
  upload: { url: string; fields: Record<string, string> };
  expires_at: string;
}

let s3: S3Client | undefined;

/**
 * Presigns one upload per image. Nothing is stored: an image exists once the client has posted
 * it. The upload policy pins the key, the declared content type and a length of 1 byte to 10 MB,
 * so the storage refuses anything else. S3 presigned POST on MEDIA_BUCKET in AWS; the local
 * uploads emulator when LOCAL_UPLOADS=1.
 */
export async function presignImageUploads(companyId: number, images: readonly ImageUploadRequest[], now: Date = new Date()): Promise<ImageUpload[]> {
  const expiresAt = new Date(now.getTime() + UPLOAD_EXPIRES_SECONDS * 1000);
  return Promise.all(
    images.map(async (image) => {
      const id = `img_${randomBytes(16).toString('hex')}.${IMAGE_CONTENT_TYPES[image.content_type]}`;
      const policy: UploadPolicy = { key: imageKey(companyId, id), contentType: image.content_type, maxBytes: MAX_IMAGE_BYTES, expiresAt: expiresAt.toISOString() };
      const upload = process.env.LOCAL_UPLOADS === '1' ? localUpload(policy) : await s3Upload(policy);
      return { id, url: imageUrl(companyId, id), upload, expires_at: expiresAt.toISOString() };
    }),
  );
}

async function s3Upload(policy: UploadPolicy): Promise<ImageUpload['upload']> {
  const bucket = process.env.MEDIA_BUCKET;
  if (!bucket) throw new Error('Missing required environment variable MEDIA_BUCKET');
  s3 ??= traceClient(new S3Client({ region: config().region }));
  return createPresignedPost(s3, {
    Bucket: bucket,
    Key: policy.key,
    Fields: { 'Content-Type': policy.contentType },
    Conditions: [
      ['content-length-range', 1, policy.maxBytes],
      ['eq', '$Content-Type', policy.contentType],
    ],
    Expires: UPLOAD_EXPIRES_SECONDS,
  });
}

function localUpload(policy: UploadPolicy): ImageUpload['upload'] {
  const url = process.env.LOCAL_UPLOADS_URL ?? `${config().publicBaseUrl}/_local/uploads`;
  return { url, fields: { key: policy.key, 'Content-Type': policy.contentType, ...signLocalUploadPolicy(policy) } };
}
