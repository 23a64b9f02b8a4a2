import { z } from 'zod';
import { isCountryCode, isCurrencyCode, isTimeZone } from '../../shared/domains/company/country-data';
import { emailAddress } from '../../shared/platform/schema/email';

/** A country a company sells in (SPEC "Country"): ISO facts from the country data package plus the company's tax settings. */
export const countrySchema = z
  .object({
    id: z.number().int(),
    iso: z.string().describe('ISO 3166-1 alpha-2'),
    iso3: z.string().describe('ISO 3166-1 alpha-3'),
    iso_name: z.string().describe('Upper-case English short name'),
    name: z.string(),
    currency_code: z.string().describe("ISO 4217 code of the country's primary currency"),
    currency_symbol: z.string(),
    price_inclusive_of_tax: z.boolean().describe('Prices entered for this country include tax'),
    price_inclusive_tax_name: z.string().nullable().describe('Label of the included tax (e.g. `VAT`)'),
    province_required: z.boolean().describe('Addresses in this country need a province/state'),
    tax_enabled: z.boolean(),
    tax_standard_rate: z.number().nullable().describe('Standard tax rate in percent (19 = 19 %)'),
  })
  .meta({ id: 'Country' });

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
    bundle_subscriptions: z
      .boolean()
      .describe(
        'Checkout makes one autoship subscription per billing cadence and start date (true) or one per subscribed line (false, the default)',
      ),
    subscription_dunning_final_action: z
      .enum(['pause', 'cancel'])
      .describe(
        'What a subscription becomes when its last dunning retry fails (docs/commerce.md "Autoship subscriptions"); default `pause`',
      ),
    countries: z.array(countrySchema).describe('Countries the company sells in; always includes the home country'),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Company' });

export const companyResponse = z.object({ company: companySchema });

/** An ISO alpha-2 code (any case in, upper case out). */
export const countryCode = z
  .string()
  .length(2)
  .transform((code) => code.toUpperCase())
  .refine(isCountryCode, 'is not an ISO 3166-1 alpha-2 country code');

export const currencyCode = z
  .string()
  .length(3)
  .transform((code) => code.toUpperCase())
  .refine(isCurrencyCode, 'is not an ISO 4217 currency code');

export const timeZone = z.string().min(1).max(64).refine(isTimeZone, 'is not an IANA time zone');
export const email = emailAddress();

export const countryResponse = z.object({ country: countrySchema });
