import { enforceRateLimit } from '../../shared/domains/auth/rate-limits';
import { companyWithCountries } from '../../shared/domains/company/company-view';
import { signUpCompany } from '../../shared/use-cases/sign-up';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { memberView } from '../../shared/domains/members/member-view';
import { signUpCompanyRoute } from './sign-up-company.route';

export const handler = defineHandler(signUpCompanyRoute, async ({ body, event }) => {
  await enforceRateLimit('sign_up', event.requestContext.http.sourceIp);
  const { company, owner } = await signUpCompany(body.company);
  const { id, email, full_name, role } = memberView(owner);
  return { company: await companyWithCountries(company.id, company), owner: { id, email, full_name, role } };
});
