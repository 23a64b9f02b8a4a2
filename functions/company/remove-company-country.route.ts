import { defineRoute } from '../../shared/edge/http/route';
import { countryCode, countryResponse } from './schemas';
import { z } from 'zod';

/** Path of one company country. */
const countryParams = z.object({ iso: countryCode });

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
