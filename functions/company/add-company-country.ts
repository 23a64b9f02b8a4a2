import { addCompanyCountry } from '../../shared/domains/company/company-countries';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { addCompanyCountryRoute } from './add-company-country.route';

export const handler = defineHandler(addCompanyCountryRoute, async ({ body, principal }) => {
  const { iso, ...settings } = body.country;
  return { country: await addCompanyCountry(principal.companyId, iso, settings) };
});
