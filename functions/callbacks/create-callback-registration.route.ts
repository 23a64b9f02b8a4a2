import { defineRoute } from '../../shared/edge/http/route';
import { createRegistrationBody, registrationResponse } from './schemas';
import { OWNERS, auth, ownership } from './route-common';

/** POST /api/callback/registrations: registers a URL the platform calls synchronously for one decision. */
export const createCallbackRegistrationRoute = defineRoute({
  id: 'createCallbackRegistration',
  method: 'POST',
  path: '/api/callback/registrations',
  handler: 'callbacks/create-callback-registration',
  surface: 'admin',
  auth,
  summary: 'Register a callback',
  description:
    'One registration per definition per owner (409 otherwise): a partner\'s or a droplet\'s registration lives beside the company\'s own, and which one answers follows the rule in `GET /api/callback/definitions`. ' +
    '`url` follows the webhook URL rules. `country_codes` limits the callback to those destinations. ' +
    'The `verification_token` signing every call is in this response only; it is stored encrypted and shown masked afterwards. ' +
    OWNERS,
  ownership,
  request: { body: createRegistrationBody },
  response: { status: 201, body: registrationResponse },
  examples: { request: { callback_registration: { definition_name: 'tax_calculation', url: 'https://callbacks.example.com/tax' } } },
  errors: ['conflict'],
});
