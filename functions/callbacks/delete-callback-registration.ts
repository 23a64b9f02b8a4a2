import { reachableRegistration } from '../../shared/domains/callbacks/reachable-registration';
import { deleteRegistration } from '../../shared/domains/callbacks/registration-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { NotFound } from '../../shared/platform/errors/domain-error';
import { deleteCallbackRegistrationRoute } from './delete-callback-registration.route';

export const handler = defineHandler(deleteCallbackRegistrationRoute, async ({ params, principal }) => {
  if (!(await deleteRegistration(await reachableRegistration(principal, params.uuid))))
    throw new NotFound('Callback registration');
  return { callback_registration: { uuid: params.uuid } };
});
