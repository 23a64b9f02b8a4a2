import { presentRegistration } from '../../shared/domains/callbacks/present-registration';
import { ownerFor } from '../../shared/domains/callbacks/registration-owner';
import { createRegistration } from '../../shared/domains/callbacks/registration-store';
import { getCompany } from '../../shared/domains/company/company-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { createCallbackRegistrationRoute } from './create-callback-registration.route';

export const handler = defineHandler(createCallbackRegistrationRoute, async ({ body, principal }) => {
  const [company, owner] = await Promise.all([getCompany(principal.companyId), ownerFor(principal)]);
  const { registration, verificationToken } = await createRegistration(
    principal.companyId,
    owner,
    body.callback_registration,
  );
  return { callback_registration: presentRegistration(registration, company, verificationToken) };
});
