import { removeCompanyCountry } from '../../shared/domains/company/company-countries';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { removeCompanyCountryRoute } from './remove-company-country.route';

export const handler = defineHandler(removeCompanyCountryRoute, async ({ params, principal }) => ({
  country: await removeCompanyCountry(principal.companyId, params.iso),
}));
