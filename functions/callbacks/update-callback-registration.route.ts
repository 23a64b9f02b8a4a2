import { defineRoute } from '../../shared/edge/http/route';
import { countryCodes, registrationParams, registrationResponse } from './schemas';
import { OWNERS, auth, ownership } from './route-common';
import { z } from 'zod';
import { publicUrlField } from '../../shared/platform/net/public-url-schema';

/** Body of PUT /api/callback/registrations/{uuid}. */
const updateRegistrationBody = z.object({
  callback_registration: z.object({
    definition_name: z
      .string()
      .max(64)
      .optional()
      .describe('Fixed after creation: only its current value is accepted (a round trip), another is refused (422)'),
    url: publicUrlField().optional(),
    active: z.boolean().optional(),
    country_codes: countryCodes.optional(),
  }),
});

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
    "a partner's or a droplet's `url` or `country_codes` (403 for the company). " +
    OWNERS,
  ownership,
  request: { params: registrationParams, body: updateRegistrationBody },
  response: { status: 200, body: registrationResponse },
});
