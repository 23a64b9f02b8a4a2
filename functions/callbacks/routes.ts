import { SELECTION_RULE } from '../../shared/domains/callbacks/choose-registration';
import { defineRoute } from '../../shared/edge/http/route';
import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import {
  createRegistrationBody,
  definitionsResponse,
  deletedRegistrationResponse,
  registrationListResponse,
  registrationParams,
  registrationResponse,
  updateRegistrationBody,
} from './schemas';

const auth = { kind: 'bearer', permission: 'callbacks.manage' } as const;
/** Registrations belong to their owner: an installation token (`callbacks` scope) reaches only its installation's (checked per registration, like a partner's). */
const ownership = { kind: 'installation' } as const;

const OWNERS =
  'A registration belongs to who created it: the company (company token, admin session), a partner (a partner token: `owner_name` is the token name; `owner_expires_at` its expiry, after which the registration is inactive) or a droplet installation (an installation token with the `callbacks` scope: `owner_name` is the droplet, `droplet_installation_id` the installation). ' +
  'Partners and installations see and manage only their own (another owner\'s answers 404); the company sees every registration of the company with its owner.';

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

/** DELETE /api/callback/registrations/{uuid}: removes a registration (the definition can be registered again). */
export const deleteCallbackRegistrationRoute = defineRoute({
  id: 'deleteCallbackRegistration',
  method: 'DELETE',
  path: '/api/callback/registrations/{uuid}',
  handler: 'callbacks/delete-callback-registration',
  surface: 'admin',
  auth,
  summary: 'Delete a callback registration',
  description: `The company may delete any registration of the company. ${OWNERS}`,
  ownership,
  request: { params: registrationParams },
  response: { status: 200, body: deletedRegistrationResponse },
});

/** GET /api/callback/definitions: the decisions the platform can delegate, with their schemas. */
export const listCallbackDefinitionsRoute = defineRoute({
  id: 'listCallbackDefinitions',
  method: 'GET',
  path: '/api/callback/definitions',
  handler: 'callbacks/list-callback-definitions',
  surface: 'admin',
  auth,
  summary: 'List callback definitions',
  ownership: { kind: 'none' },
  description:
    'Each call is a POST of the signed envelope `{id, identifier, name, timestamp, payload}` (verify it with `verifyDelivery` and the verification token); ' +
    'connect within 2 s and answer within 5 s with a 2xx JSON body matching `response_schema`. After 5 consecutive failures the platform stops calling for 60 s and uses the fallback. ' +
    'A request asks each callback at most once (a cart write re-applied after a concurrent change reuses the answer, or uses the fallback when the cart changed), and never past its own time budget: a call is cut short, or skipped, when the request would otherwise run out of time. ' +
    SELECTION_RULE,
  response: { status: 200, body: definitionsResponse },
});

/** Every callback registration route, for the manifest. */
export const callbackRoutes = [
  createCallbackRegistrationRoute,
  listCallbackRegistrationsRoute,
  getCallbackRegistrationRoute,
  updateCallbackRegistrationRoute,
  deleteCallbackRegistrationRoute,
  listCallbackDefinitionsRoute,
];
