import { defineRoute } from '../../shared/edge/http/route';
import { countryCode, countryResponse } from './schemas';
import { z } from 'zod';
import { boundedText, rate } from '../../shared/platform/schema/storable';

/** Body of POST /api/company/countries. */
const addCountryBody = z.object({
  country: z.object({
    iso: countryCode,
    price_inclusive_of_tax: z.boolean().optional(),
    price_inclusive_tax_name: boundedText(128).trim().min(1).max(32).nullish(),
    province_required: z.boolean().optional(),
    tax_enabled: z.boolean().optional(),
    tax_standard_rate: rate.nullish(),
  }),
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
