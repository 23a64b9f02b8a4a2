import { defineRoute } from '../../shared/edge/http/route';
import { countryCode, eventSchema } from './schemas';
import { view } from './route-common';
import { z } from 'zod';
import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { boundedText } from '../../shared/platform/schema/storable';

/** Filters and pages of the event list. */
const listEventsQuery = offsetPageQuery().extend({
  status: z
    .enum(['active', 'draft', 'out_of_date'])
    .optional()
    .describe('Derived list status: Active, Draft or Out of Date'),
  country: countryCode.optional().describe('Only events available in this country'),
  q: boundedText(1020).min(1).max(255).optional().describe('Case-insensitive text the title contains'),
});

/** `{events}` with `meta.pagination`. */
const listEventsResponse = z.object({ events: z.array(eventSchema) });

/** GET /api/company/events */
export const listEventsRoute = defineRoute({
  id: 'listCompanyEvents',
  method: 'GET',
  path: '/api/company/events',
  handler: 'company-events/list-events',
  surface: 'admin',
  auth: view,
  ownership: { kind: 'none' },
  summary: 'List company events',
  description: 'In start order. Filters: derived list status, available country, text in the title.',
  request: { query: listEventsQuery },
  response: { status: 200, body: listEventsResponse },
  pagination: 'offset',
});
