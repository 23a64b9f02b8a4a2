import { defineRoute } from '../../shared/edge/http/route';
import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { callbackRegistrationSchema } from './schemas';
import { OWNERS, auth, ownership } from './route-common';
import { z } from 'zod';

const registrationListResponse = z.object({ callback_registrations: z.array(callbackRegistrationSchema) });

/** GET /api/callback/registrations: the company's registrations. */
export const listCallbackRegistrationsRoute = defineRoute({
  id: 'listCallbackRegistrations',
  method: 'GET',
  path: '/api/callback/registrations',
  handler: 'callbacks/list-callback-registrations',
  surface: 'admin',
  auth,
  summary: 'List callback registrations',
  description: OWNERS,
  ownership,
  request: { query: offsetPageQuery() },
  response: { status: 200, body: registrationListResponse },
  pagination: 'offset',
});
