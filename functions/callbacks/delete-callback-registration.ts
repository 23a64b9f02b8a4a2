import { reachableRegistration } from '../../shared/callbacks/reachable-registration';
import { deleteRegistration } from '../../shared/callbacks/registration-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { NotFound } from '../../shared/platform/errors/domain-error';
import { deleteCallbackRegistrationRoute } from './routes';

export const handler = defineHandler(deleteCallbackRegistrationRoute, async ({ params, principal }) => {
  if (!(await deleteRegistration(await reachableRegistration(principal, params.uuid)))) throw new NotFound('Callback registration');
  return { callback_registration: { uuid: params.uuid } };
});
