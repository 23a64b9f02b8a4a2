import { defineRoute } from '../../shared/edge/http/route';
import { registrationParams } from './schemas';
import { OWNERS, auth, ownership } from './route-common';
import { z } from 'zod';

const deletedRegistrationResponse = z.object({ callback_registration: z.object({ uuid: z.uuid() }) });

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
