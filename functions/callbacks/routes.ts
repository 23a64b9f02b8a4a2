import { defineRoute } from '../../shared/http/route';
import { offsetPageQuery } from '../../shared/http/pagination';
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
    'One registration per definition per owner (409 otherwise). `url` follows the webhook URL rules. `country_codes` limits the callback to those destinations. ' +
    'The `verification_token` signing every call is in this response only; it is stored encrypted and shown masked afterwards.',
  request: { body: createRegistrationBody },
  response: { status: 201, body: registrationResponse },
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
  request: { query: offsetPageQuery },
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
  description: '`definition_name` is fixed (422). Any update closes the circuit breaker.',
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
  description:
    'Each call is a POST of the signed envelope `{id, identifier, name, timestamp, payload}` (verify it with `verifyDelivery` and the verification token); ' +
    'connect within 2 s and answer within 5 s with a 2xx JSON body matching `response_schema`. After 5 consecutive failures the platform stops calling for 60 s and uses the fallback. ' +
    'A request asks each callback at most once (a cart write re-applied after a concurrent change reuses the answer, or uses the fallback when the cart changed), and never past its own time budget: a call is cut short, or skipped, when the request would otherwise run out of time.',
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
