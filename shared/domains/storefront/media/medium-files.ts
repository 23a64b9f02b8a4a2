import { randomBytes } from 'node:crypto';
import type { UploadPolicy } from '../../../platform/uploads/local-upload-policy';
import {
  presignUpload,
  UPLOAD_EXPIRES_SECONDS,
  uploadUrl,
  type PresignedUpload,
} from '../../../platform/uploads/presign-upload';

/** What a medium's file may be: content type → media type, file extension and size limit. */
export const MEDIUM_CONTENT_TYPES = {
  'image/jpeg': { mediaType: 'image', extension: 'jpg', maxBytes: 10 * 1024 * 1024 },
  'image/png': { mediaType: 'image', extension: 'png', maxBytes: 10 * 1024 * 1024 },
  'image/gif': { mediaType: 'image', extension: 'gif', maxBytes: 10 * 1024 * 1024 },
  'image/webp': { mediaType: 'image', extension: 'webp', maxBytes: 10 * 1024 * 1024 },
  'video/mp4': { mediaType: 'video', extension: 'mp4', maxBytes: 200 * 1024 * 1024 },
  'video/quicktime': { mediaType: 'video', extension: 'mov', maxBytes: 200 * 1024 * 1024 },
  'video/webm': { mediaType: 'video', extension: 'webm', maxBytes: 200 * 1024 * 1024 },
  'application/pdf': { mediaType: 'pdf', extension: 'pdf', maxBytes: 50 * 1024 * 1024 },
} as const;

export type MediumContentType = keyof typeof MEDIUM_CONTENT_TYPES;
/** Media types of the family (SPEC leaves the values open). */
export const MEDIA_TYPES = ['image', 'video', 'pdf'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** Most files one upload action may presign. */
export const MAX_MEDIUM_UPLOADS = 10;
/** Largest file any medium upload may be (the local uploads emulator reads up to this). */
export const MAX_MEDIUM_FILE_BYTES = Math.max(...Object.values(MEDIUM_CONTENT_TYPES).map((type) => type.maxBytes));

const EXTENSIONS = [...new Set(Object.values(MEDIUM_CONTENT_TYPES).map((type) => type.extension))];
/**
 * Shape of an upload id: `upl_` + 32 hex characters + extension. The storage key is derived from
 * the caller's company, so a medium can never reference another tenant's file.
 */
export const UPLOAD_ID_PATTERN = new RegExp(`^upl_[0-9a-f]{32}\\.(${EXTENSIONS.join('|')})$`);

/** Where and how to upload one file, and the `upload_id` to give the medium afterwards. */
export interface MediumUpload {
  upload_id: string;
  media_type: MediaType;
  url: string;
  upload: PresignedUpload;
  expires_at: string;
}

/** Storage key of a company's medium file. */
export function mediumFileKey(companyId: number, uploadId: string): string {
  return `media/${companyId}/${uploadId}`;
}

/** The media type, format and public URL of an uploaded file, from its upload id. */
export function uploadedFile(
  companyId: number,
  uploadId: string,
): { mediaType: MediaType; format: string; url: string } {
  const extension = uploadId.split('.').pop()!;
  const type = Object.values(MEDIUM_CONTENT_TYPES).find((candidate) => candidate.extension === extension)!;
  return { mediaType: type.mediaType, format: extension, url: uploadUrl(mediumFileKey(companyId, uploadId)) };
}

/** Presigns one upload per file, each limited to its declared type and that type's size limit. */
export async function presignMediumUploads(
  companyId: number,
  files: readonly { content_type: MediumContentType }[],
  now: Date = new Date(),
): Promise<MediumUpload[]> {
  const expiresAt = new Date(now.getTime() + UPLOAD_EXPIRES_SECONDS * 1000).toISOString();
  return Promise.all(
    files.map(async (file) => {
      const type = MEDIUM_CONTENT_TYPES[file.content_type];
      const uploadId = `upl_${randomBytes(16).toString('hex')}.${type.extension}`;
      const policy: UploadPolicy = {
        key: mediumFileKey(companyId, uploadId),
        contentType: file.content_type,
        maxBytes: type.maxBytes,
        expiresAt,
      };
      return {
        upload_id: uploadId,
        media_type: type.mediaType,
        url: uploadedFile(companyId, uploadId).url,
        upload: await presignUpload(policy),
        expires_at: expiresAt,
      };
    }),
  );
}
