import { listCompanyCountries } from '../../shared/domains/company/company-countries';
import { defineHandler } from '../../shared/edge/http/define-handler';
import { offsetPagination, sliceOffsetPage } from '../../shared/platform/schema/offset-page';
import { reply } from '../../shared/edge/http/reply';
import { listCompanyCountriesRoute } from './list-company-countries.route';

export const handler = defineHandler(listCompanyCountriesRoute, async ({ query, principal }) => {
  const countries = await listCompanyCountries(principal.companyId);
  return reply(
    { countries: sliceOffsetPage(countries, query.page, query.per_page) },
    { meta: { pagination: offsetPagination(query.page, query.per_page, countries.length) } },
  );
});
