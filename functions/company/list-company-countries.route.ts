import { defineRoute } from '../../shared/edge/http/route';
import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import { countrySchema } from './schemas';
import { z } from 'zod';

const countryListResponse = z.object({ countries: z.array(countrySchema) });

/** GET /api/company/countries: the countries the company sells in. */
export const listCompanyCountriesRoute = defineRoute({
  id: 'listCompanyCountries',
  method: 'GET',
  path: '/api/company/countries',
  handler: 'company/list-company-countries',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'settings.view' },
  ownership: { kind: 'none' },
  summary: 'List company countries',
  request: { query: offsetPageQuery() },
  response: { status: 200, body: countryListResponse },
  pagination: 'offset',
});
