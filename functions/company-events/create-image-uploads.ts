import { presignImageUploads } from '../../shared/domains/company-events/image-uploads';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { imageUploadsRoute } from './create-image-uploads.route';

export const handler = defineHandler(imageUploadsRoute, async ({ principal, body }) => ({
  images: await presignImageUploads(principal.companyId, body.images),
}));
