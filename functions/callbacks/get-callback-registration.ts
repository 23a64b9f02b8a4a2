import { presentRegistration } from '../../shared/callbacks/present-registration';
import { getRegistration } from '../../shared/callbacks/registration-store';
import { getCompany } from '../../shared/company/company-store';
import { defineHandler } from '../../shared/http/define-handler';
import { NotFound } from '../../shared/http/errors';
import { getCallbackRegistrationRoute } from './routes';

export const handler = defineHandler(getCallbackRegistrationRoute, async ({ params, principal }) => {
  const [company, registration] = await Promise.all([getCompany(principal.companyId), getRegistration(principal.companyId, params.uuid)]);
  if (!registration) throw new NotFound('Callback registration');
  return { callback_registration: presentRegistration(registration, company) };
});
