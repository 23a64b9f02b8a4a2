import { defineRoute } from '../../shared/edge/http/route';
import { required } from './schemas';
import { manage } from './route-common';
import { z } from 'zod';
import {
  IMAGE_CONTENT_TYPES,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_UPLOAD,
} from '../../shared/domains/company-events/event-images';

const imageTypes = Object.keys(IMAGE_CONTENT_TYPES) as [
  keyof typeof IMAGE_CONTENT_TYPES,
  ...Array<keyof typeof IMAGE_CONTENT_TYPES>,
];

/** Body of an image upload action: the files about to be uploaded (SPEC "Limits": up to 10, each up to 10 MB). */
const imageUploadsBody = z.object({
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
const imageUploadsResponse = z.object({
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

/** POST /api/company/events/images */
export const imageUploadsRoute = defineRoute({
  id: 'createCompanyEventImageUploads',
  method: 'POST',
  path: '/api/company/events/images',
  handler: 'company-events/create-image-uploads',
  uses: ['event-image-uploads'],
  surface: 'admin',
  auth: manage,
  summary: 'Presign uploads of event images',
  description:
    'Up to 10 images per upload action, each up to 10 MB, image types only (more → 422, nothing presigned). Each result is an S3 presigned POST whose policy pins the key, the content type, the size and the `tagging` field (send every returned field); after the upload’s 204, reference the image by `id` in the event’s `images`. An uploaded image no event references is deleted after 2 days.',
  request: { body: imageUploadsBody },
  response: { status: 200, body: imageUploadsResponse },
});
