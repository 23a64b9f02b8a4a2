import { presentRegistration } from '../../shared/callbacks/present-registration';
import { updateRegistration } from '../../shared/callbacks/registration-store';
import { getCompany } from '../../shared/company/company-store';
import { defineHandler } from '../../shared/http/define-handler';
import { NotFound } from '../../shared/http/errors';
import { updateCallbackRegistrationRoute } from './routes';

export const handler = defineHandler(updateCallbackRegistrationRoute, async ({ params, body, principal }) => {
  const { url, active, country_codes } = body.callback_registration;
  const [company, registration] = await Promise.all([
    getCompany(principal.companyId),
    updateRegistration(principal.companyId, params.uuid, { url, active, country_codes }),
  ]);
  if (!registration) throw new NotFound('Callback registration');
  return { callback_registration: presentRegistration(registration, company) };
});
