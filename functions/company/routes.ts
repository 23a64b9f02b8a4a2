import { defineRoute } from '../../shared/edge/http/route';
import { offsetPageQuery } from '../../shared/platform/schema/pagination';
import {
  addCountryBody,
  companyResponse,
  countryListResponse,
  countryParams,
  countryResponse,
  signUpBody,
  signUpResponse,
  updateCompanyBody,
} from './schemas';

/** GET /api/company: the authenticated company's store information. */
export const getCompanyRoute = defineRoute({
  id: 'getCompany',
  method: 'GET',
  path: '/api/company',
  handler: 'company/get-company',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'company.view' },
  ownership: { kind: 'none' },
  summary: 'Show the authenticated company',
  response: { status: 200, body: companyResponse },
});

/** POST /api/company: sign-up, with no credentials. */
export const signUpCompanyRoute = defineRoute({
  id: 'signUpCompany',
  method: 'POST',
  path: '/api/company',
  handler: 'company/sign-up-company',
  uses: ['mail'],
  surface: 'admin',
  auth: { kind: 'none' },
  summary: 'Sign up a company',
  description:
    'Creates the company, its home country and its owner (an admin with the `owner` role), and emails the owner a single-use sign-in link valid for 15 minutes. ' +
    'Opening the link answers a dashboard session token, with which the owner creates API tokens; until then, authenticated calls answer 401. ' +
    'A taken shop identifier answers 409 with `errors["company.subdomain"]`; invalid fields answer 422 per field. Limited to 5 sign-ups per IP address per hour (429 with Retry-After).',
  request: { body: signUpBody },
  response: { status: 201, body: signUpResponse },
  errors: ['not_found', 'conflict'],
});

/** PUT /api/company: company settings. */
export const updateCompanyRoute = defineRoute({
  id: 'updateCompany',
  method: 'PUT',
  path: '/api/company',
  handler: 'company/update-company',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'settings.update' },
  summary: 'Update company settings',
  description: 'Only the fields sent change. The shop identifier cannot change. A new home country must already be one of the company\'s countries (422).',
  request: { body: updateCompanyBody },
  response: { status: 200, body: companyResponse },
});

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

/** DELETE /api/company/countries/{iso}: removes a country (never the home country). */
export const removeCompanyCountryRoute = defineRoute({
  id: 'removeCompanyCountry',
  method: 'DELETE',
  path: '/api/company/countries/{iso}',
  handler: 'company/remove-company-country',
  surface: 'admin',
  auth: { kind: 'bearer', permission: 'settings.update' },
  summary: 'Remove a company country',
  description: 'Answers the removed country. The home country cannot be removed (422).',
  request: { params: countryParams },
  response: { status: 200, body: countryResponse },
});

export const companyRoutes = [getCompanyRoute, signUpCompanyRoute, updateCompanyRoute, listCompanyCountriesRoute, addCompanyCountryRoute, removeCompanyCountryRoute];
