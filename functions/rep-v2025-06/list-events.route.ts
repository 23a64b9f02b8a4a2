import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';
import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { eventSchema } from '../company-events/schemas';
import { memberSession, REP_BASE } from './route-common';

/** GET /api/v2025-06/me/events */
export const listRepEventsRoute = defineRoute({
  id: 'listRepEvents',
  method: 'GET',
  path: `${REP_BASE}/events`,
  handler: 'rep-v2025-06/list-events',
  surface: 'admin',
  auth: memberSession,
  summary: "The company's events calendar for the signed-in rep's country",
  description:
    'The company’s active events available in the rep’s country, in start order. Drafts, past events and events of other countries are left out.',
  request: { query: offsetPageQuery() },
  response: { status: 200, body: z.object({ events: z.array(eventSchema) }) },
  pagination: 'offset',
});
