import { z } from 'zod';

/** The company as the admin surface shows it. */
export const companySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    subdomain: z.string().describe('Shop identifier, unique across the platform'),
    email: z.string(),
    country_code: z.string().describe('ISO 3166-1 alpha-2 home country'),
    currency_code: z.string().describe('ISO 4217 currency'),
    time_zone: z.string().describe('IANA time zone'),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Company' });

export const companyResponse = z.object({ company: companySchema });
