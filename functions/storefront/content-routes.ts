import { defineRoute } from '../../shared/edge/http/route';
import { SHOP_IDENTIFICATION } from '../../shared/edge/storefront/routes';
import {
  captureLeadBody,
  mediumSlugParams,
  mediumUploadsBody,
  mediumUploadsResponse,
  pageParams,
  pageResponse,
  recordViewResponse,
} from './content-schemas';
import { leadResponse } from './lead-schemas';

const BASE = '/api/v202604';

/** POST /api/v202604/company/pages/{id}/clone */
export const clonePageRoute = defineRoute({
  id: 'clonePage',
  method: 'POST',
  path: `${BASE}/company/pages/{id}/clone`,
  handler: 'storefront/pages/clone',
  surface: 'storefront',
  auth: { kind: 'bearer', permission: 'storefront.update' },
  summary: 'Clone a page',
  description:
    'Creates an inactive draft titled `<title> (copy)` with the same content, translations and countries, and a fresh slug generated from the new title. Emits `page_created`.',
  request: { params: pageParams },
  response: { status: 201, body: pageResponse },
});

/** POST /api/v202604/company/media/uploads */
export const mediumUploadsRoute = defineRoute({
  id: 'createMediumUploads',
  method: 'POST',
  path: `${BASE}/company/media/uploads`,
  handler: 'storefront/media/create-uploads',
  uses: ['storefront-media-uploads'],
  surface: 'storefront',
  auth: { kind: 'bearer', permission: 'storefront.update' },
  summary: 'Presign uploads of media files',
  description:
    'Up to 10 files per action. Images (JPEG, PNG, GIF, WebP) up to 10 MB, videos (MP4, QuickTime, WebM) up to 200 MB, PDFs up to 50 MB; anything else → 422, nothing presigned. Each result is an S3 presigned POST whose policy pins the key, the content type, the size and the `tagging` field (send every returned field); after the upload’s 204, create or update a medium with its `upload_id`. An uploaded file no medium references is deleted after 2 days.',
  request: { body: mediumUploadsBody },
  response: { status: 200, body: mediumUploadsResponse },
});

/** POST /api/v202604/media/{slug}/leads */
export const captureLeadRoute = defineRoute({
  id: 'captureMediumLead',
  method: 'POST',
  path: `${BASE}/media/{slug}/leads`,
  handler: 'storefront/media/capture-lead',
  surface: 'storefront',
  auth: { kind: 'shop' },
  summary: 'Capture a lead from a shared medium’s page',
  description: `${SHOP_IDENTIFICATION} The medium must be live (restricted and rep-uploaded media count: share pages show them by slug). Body: a name and an email or phone; \`rep_id\` names the sharing rep (an active rep of the shop, else 422). Limited to 20 captures per IP address per hour (429 with Retry-After). Counts toward the medium's \`leads\` and emits \`lead_created\`.`,
  request: { params: mediumSlugParams, body: captureLeadBody },
  response: { status: 201, body: leadResponse },
  examples: { request: { lead: { name: 'Ada Lovelace', email: 'ada@example.com' } } },
});

/** POST /api/v202604/media/{slug}/views */
export const recordViewRoute = defineRoute({
  id: 'recordMediumView',
  method: 'POST',
  path: `${BASE}/media/{slug}/views`,
  handler: 'storefront/media/record-view',
  surface: 'storefront',
  auth: { kind: 'shop' },
  summary: 'Count a view of a shared medium’s page',
  description: `${SHOP_IDENTIFICATION} Called by the share page when it is shown. Counts toward the medium's \`views\` once per visitor (IP address and user agent, stored only hashed) per hour; \`counted\` says whether this call counted.`,
  request: { params: mediumSlugParams },
  response: { status: 200, body: recordViewResponse },
});

/** The content families' routes beyond the engine's generated ones. */
export const contentRoutes = [clonePageRoute, mediumUploadsRoute, captureLeadRoute, recordViewRoute];
