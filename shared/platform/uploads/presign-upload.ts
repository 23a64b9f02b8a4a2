import type { S3Client } from '@aws-sdk/client-s3';
import { traceClient } from '../observability/tracing';
import { config } from '../config';
import { signLocalUploadPolicy, type UploadPolicy } from './local-upload-policy';
import { PENDING_UPLOAD_TAGGING } from './pending-upload-tag';

/** How long a presigned upload stays usable. */
export const UPLOAD_EXPIRES_SECONDS = 15 * 60;

/** An HTML-form-style POST: send `fields` then the file as the `file` field, multipart/form-data. */
export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
}

let s3: S3Client | undefined;

/**
 * Presigns one upload whose policy pins the key, the content type, a length of 1 byte to
 * `maxBytes` and the pending-upload tag (pending-upload-tag.ts), so the storage refuses anything else:
 * an S3 presigned POST on MEDIA_BUCKET in AWS, the local uploads emulator when LOCAL_UPLOADS=1.
 * Nothing is stored until the client posts; what it posts stays pending until attached.
 *
 * @example const upload = await presignUpload({ key, contentType: 'image/png', maxBytes: 10 * 1024 * 1024, expiresAt });
 */
export async function presignUpload(policy: UploadPolicy): Promise<PresignedUpload> {
  return process.env.LOCAL_UPLOADS === '1' ? localUpload(policy) : s3Upload(policy);
}

/**
 * Public URL of a stored upload: `MEDIA_URL_PREFIX` + storage key (in AWS the bucket or CDN origin
 * with a trailing slash; locally the uploads emulator's `?key=` endpoint).
 */
export function uploadUrl(key: string): string {
  const prefix = process.env.MEDIA_URL_PREFIX ?? `${config().publicBaseUrl}/_local/uploads?key=`;
  return `${prefix}${key}`;
}

async function s3Upload(policy: UploadPolicy): Promise<PresignedUpload> {
  const bucket = process.env.MEDIA_BUCKET;
  if (!bucket) throw new Error('Missing required environment variable MEDIA_BUCKET');
  // The SDK loads with the first upload, not with the function (s3-sdk.ts).
  const { S3Client, createPresignedPost } = await import('./s3-sdk');
  s3 ??= traceClient(new S3Client({ region: config().region }));
  return createPresignedPost(s3, {
    Bucket: bucket,
    Key: policy.key,
    // Each field is also a policy condition: the form must send exactly this tag set.
    Fields: { 'Content-Type': policy.contentType, tagging: PENDING_UPLOAD_TAGGING },
    Conditions: [
      ['content-length-range', 1, policy.maxBytes],
      ['eq', '$Content-Type', policy.contentType],
    ],
    Expires: UPLOAD_EXPIRES_SECONDS,
  });
}

function localUpload(policy: UploadPolicy): PresignedUpload {
  const url = process.env.LOCAL_UPLOADS_URL ?? `${config().publicBaseUrl}/_local/uploads`;
  const pinned: UploadPolicy = { ...policy, tagging: PENDING_UPLOAD_TAGGING };
  return {
    url,
    fields: {
      key: pinned.key,
      'Content-Type': pinned.contentType,
      tagging: PENDING_UPLOAD_TAGGING,
      ...signLocalUploadPolicy(pinned),
    },
  };
}
