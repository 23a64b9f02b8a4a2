import { companyWithCountries } from '../../shared/domains/company/company-view';
import { updateCompanySettings } from '../../shared/domains/company/update-company';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { updateCompanyRoute } from './update-company.route';

export const handler = defineHandler(updateCompanyRoute, async ({ body, principal }) => {
  const company = await updateCompanySettings(principal.companyId, body.company);
  return { company: await companyWithCountries(principal.companyId, company) };
});
