import { defineRoute } from '../../shared/edge/http/route';
import { addCountryBody, countryResponse } from './schemas';

/** POST /api/company/countries: adds a country (ISO facts derived; tax settings optional). */
export const addCompanyCountryRoute = defineRoute({
  id: 'addCompanyCountry',
  method: 'POST',
  path: '/api/company/countries',
  handler: 'company/add-company-country',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'settings.update' },
  summary: 'Add a company country',
  description: 'A country already added answers 409.',
  request: { body: addCountryBody },
  response: { status: 201, body: countryResponse },
  errors: ['conflict'],
});
