import { presentRegistration } from '../../shared/callbacks/present-registration';
import { reachableRegistration } from '../../shared/callbacks/reachable-registration';
import { getCompany } from '../../shared/company/company-store';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { getCallbackRegistrationRoute } from './routes';

export const handler = defineHandler(getCallbackRegistrationRoute, async ({ params, principal }) => {
  const [company, registration] = await Promise.all([getCompany(principal.companyId), reachableRegistration(principal, params.uuid)]);
  return { callback_registration: presentRegistration(registration, company) };
});
