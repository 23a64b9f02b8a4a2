import { defineRoute } from '../../shared/edge/http/route';
import { legacyMediaQuery, legacyMediaResponse } from './schemas';

/** GET /api/company/media */
export const listLegacyMediaRoute = defineRoute({
  id: 'listLegacyCompanyMedia',
  method: 'GET',
  path: '/api/company/media',
  handler: 'media/list-company-media',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'media.view' },
  ownership: { kind: 'none' },
  summary: 'List company media (legacy shape)',
  description:
    'The same media as `/api/v202604/company/media`, in the legacy company media item shape: counters, description/label objects, prompts, subtitles, comments (always empty: comments are not a feature yet) and attached products rendered from the live catalog in the company’s home country. Share-type media only unless `kind` says otherwise. Errors are bare `{message}` bodies. Superseded by the v2026-04 media family for everything but this shape.',
  request: { query: legacyMediaQuery },
  response: { status: 200, body: legacyMediaResponse },
  pagination: 'offset',
  errorShape: 'bare',
});
