import { defineRoute } from '../../shared/edge/http/route';
import { countryCodes, registrationResponse } from './schemas';
import { OWNERS, auth, ownership } from './route-common';
import { z } from 'zod';
import { callbackDefinitionNames, isCallbackDefinitionName } from '../../shared/domains/callbacks/callback-definitions';
import { publicUrlField } from '../../shared/platform/net/public-url-schema';

/** Body of POST /api/callback/registrations. */
const createRegistrationBody = z.object({
  callback_registration: z.object({
    definition_name: z
      .string()
      .refine(isCallbackDefinitionName, `is not a callback definition; one of: ${callbackDefinitionNames.join(', ')}`)
      .describe(`One of: ${callbackDefinitionNames.join(', ')}`),
    url: publicUrlField(),
    active: z.boolean().default(true),
    country_codes: countryCodes.default([]),
  }),
});

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
    "One registration per definition per owner (409 otherwise): a partner's or a droplet's registration lives beside the company's own, and which one answers follows the rule in `GET /api/callback/definitions`. " +
    '`url` follows the webhook URL rules. `country_codes` limits the callback to those destinations. ' +
    'The `verification_token` signing every call is in this response only; it is stored encrypted and shown masked afterwards. ' +
    OWNERS,
  ownership,
  request: { body: createRegistrationBody },
  response: { status: 201, body: registrationResponse },
  examples: {
    request: {
      callback_registration: { definition_name: 'tax_calculation', url: 'https://callbacks.example.com/tax' },
    },
  },
  errors: ['conflict'],
});
