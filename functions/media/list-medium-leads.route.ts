import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { defineRoute } from '../../shared/edge/http/route';
import { listLeadsResponse } from '../storefront/lead-schemas';
import { z } from 'zod';

/** Path of one medium's leads. */
const mediumLeadsParams = z.object({ medium_id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** GET /api/media/{medium_id}/leads */
export const listMediumLeadsRoute = defineRoute({
  id: 'listMediumLeads',
  method: 'GET',
  path: '/api/media/{medium_id}/leads',
  handler: 'media/list-medium-leads',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'leads.view' },
  summary: 'List the leads captured through a medium',
  description:
    'Newest first. Needs `leads.view` (contact data: never held by public tokens). Another company’s medium → 404 `{message}`; errors are bare `{message}` bodies.',
  request: { params: mediumLeadsParams, query: offsetPageQuery() },
  response: { status: 200, body: listLeadsResponse },
  pagination: 'offset',
  errorShape: 'bare',
});
