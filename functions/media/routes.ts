import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { defineRoute } from '../../shared/edge/http/route';
import { listLeadsResponse } from '../storefront/lead-schemas';
import { legacyMediaQuery, legacyMediaResponse, mediumLeadsParams } from './schemas';

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

/** GET /api/media/{medium_id}/leads */
export const listMediumLeadsRoute = defineRoute({
  id: 'listMediumLeads',
  method: 'GET',
  path: '/api/media/{medium_id}/leads',
  handler: 'media/list-medium-leads',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'leads.view' },
  summary: 'List the leads captured through a medium',
  description: 'Newest first. Needs `leads.view` (contact data: never held by public tokens). Another company’s medium → 404 `{message}`; errors are bare `{message}` bodies.',
  request: { params: mediumLeadsParams, query: offsetPageQuery() },
  response: { status: 200, body: listLeadsResponse },
  pagination: 'offset',
  errorShape: 'bare',
});

/** Every legacy media route, for the manifest. */
export const legacyMediaRoutes = [listLegacyMediaRoute, listMediumLeadsRoute];
