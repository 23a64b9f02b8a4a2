import { presentRegistration } from '../../shared/callbacks/present-registration';
import { createRegistration } from '../../shared/callbacks/registration-store';
import { getCompany } from '../../shared/company/company-store';
import { defineHandler } from '../../shared/http/define-handler';
import { createCallbackRegistrationRoute } from './routes';

export const handler = defineHandler(createCallbackRegistrationRoute, async ({ body, principal }) => {
  const [company, { registration, verificationToken }] = await Promise.all([
    getCompany(principal.companyId),
    createRegistration(principal.companyId, body.callback_registration),
  ]);
  return { callback_registration: presentRegistration(registration, company, verificationToken) };
});
