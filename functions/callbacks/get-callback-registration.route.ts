import { defineRoute } from '../../shared/edge/http/route';
import { registrationParams, registrationResponse } from './schemas';
import { OWNERS, auth, ownership } from './route-common';

/** GET /api/callback/registrations/{uuid}: one registration. */
export const getCallbackRegistrationRoute = defineRoute({
  id: 'getCallbackRegistration',
  method: 'GET',
  path: '/api/callback/registrations/{uuid}',
  handler: 'callbacks/get-callback-registration',
  surface: 'admin',
  auth,
  summary: 'Show a callback registration',
  description: OWNERS,
  ownership,
  request: { params: registrationParams },
  response: { status: 200, body: registrationResponse },
});
