import { companyWithCountries } from '../../shared/domains/company/company-view';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { getCompanyRoute } from './get-company.route';

export const handler = defineHandler(getCompanyRoute, async ({ principal }) => ({
  company: await companyWithCountries(principal.companyId),
}));
