import { defineHandler } from '../../../shared/edge/http/define-handler';
import { presignMediumUploads } from '../../../shared/domains/storefront/media/medium-files';
import { mediumUploadsRoute } from '../content-routes';

export const handler = defineHandler(mediumUploadsRoute, async ({ principal, body }) => ({
  uploads: await presignMediumUploads(principal.companyId, body.uploads),
}));
