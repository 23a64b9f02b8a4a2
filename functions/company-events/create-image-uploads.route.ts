import { defineRoute } from '../../shared/edge/http/route';
import { imageUploadsBody, imageUploadsResponse } from './schemas';
import { manage } from './route-common';

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
