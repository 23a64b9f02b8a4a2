import { presentRegistration } from '../../shared/domains/callbacks/present-registration';
import { reachableRegistration } from '../../shared/domains/callbacks/reachable-registration';
import { getCompany } from '../../shared/domains/company/company-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { getCallbackRegistrationRoute } from './get-callback-registration.route';

export const handler = defineHandler(getCallbackRegistrationRoute, async ({ params, principal }) => {
  const [company, registration] = await Promise.all([
    getCompany(principal.companyId),
    reachableRegistration(principal, params.uuid),
  ]);
  return { callback_registration: presentRegistration(registration, company) };
});
