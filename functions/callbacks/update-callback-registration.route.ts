import { defineRoute } from '../../shared/edge/http/route';
import { registrationParams, registrationResponse, updateRegistrationBody } from './schemas';
import { OWNERS, auth, ownership } from './route-common';

/** PUT /api/callback/registrations/{uuid}: changes url, active or country_codes. */
export const updateCallbackRegistrationRoute = defineRoute({
  id: 'updateCallbackRegistration',
  method: 'PUT',
  path: '/api/callback/registrations/{uuid}',
  handler: 'callbacks/update-callback-registration',
  surface: 'admin',
  auth,
  summary: 'Update a callback registration',
  description:
    '`definition_name` is fixed: another value is 422, the current one changes nothing (a round trip). Any update closes the circuit breaker. The company may switch any registration of the company on or off (`active`), but only the owner changes ' +
    'a partner\'s or a droplet\'s `url` or `country_codes` (403 for the company). ' +
    OWNERS,
  ownership,
  request: { params: registrationParams, body: updateRegistrationBody },
  response: { status: 200, body: registrationResponse },
});
