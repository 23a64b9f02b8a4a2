import { z } from 'zod';
import { isClaimableSubdomain } from '../../shared/domains/company/subdomain';
import { isCountryCode, isCurrencyCode, isTimeZone } from '../../shared/domains/company/country-data';
import { boundedText, rate } from '../../shared/platform/schema/storable';

/** A country a company sells in (SPEC "Country"): ISO facts from the country data package plus the company's tax settings. */
export const countrySchema = z
  .object({
    id: z.number().int(),
    iso: z.string().describe('ISO 3166-1 alpha-2'),
    iso3: z.string().describe('ISO 3166-1 alpha-3'),
    iso_name: z.string().describe('Upper-case English short name'),
    name: z.string(),
    currency_code: z.string().describe('ISO 4217 code of the country\'s primary currency'),
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
    bundle_subscriptions: z.boolean().describe('Checkout makes one autoship subscription per billing cadence and start date (true) or one per subscribed line (false, the default)'),
    subscription_dunning_final_action: z.enum(['pause', 'cancel']).describe('What a subscription becomes when its last dunning retry fails (docs/commerce.md "Autoship subscriptions"); default `pause`'),
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

const currencyCode = z
  .string()
  .length(3)
  .transform((code) => code.toUpperCase())
  .refine(isCurrencyCode, 'is not an ISO 4217 currency code');

const timeZone = z.string().min(1).max(64).refine(isTimeZone, 'is not an IANA time zone');
const email = z
  .email()
  .max(254)
  .transform((value) => value.toLowerCase());

/** Body of POST /api/company (sign-up, no credentials). */
export const signUpBody = z.object({
  company: z.object({
    name: boundedText(480).trim().min(1).max(120),
    email: email.describe('The owner\'s email; the sign-in link is sent there'),
    country_code: countryCode.describe('Home country (ISO 3166-1 alpha-2)'),
    subdomain: z
      .string()
      .min(3)
      .max(63)
      .transform((value) => value.toLowerCase())
      .refine(isClaimableSubdomain, 'must be 3-63 letters, digits or inner hyphens and not a reserved name')
      .describe('Shop identifier, unique across the platform'),
    currency_code: currencyCode.optional().describe('Defaults to the home country\'s currency'),
    time_zone: timeZone.optional().describe('IANA time zone; defaults to UTC'),
    first_name: boundedText(400).trim().min(1).max(100).optional().describe('Owner\'s first name'),
    last_name: boundedText(400).trim().max(100).optional().describe('Owner\'s last name'),
  }),
});

/** Answer of a sign-up: the company and its owner; the sign-in link is only in the owner's email. */
export const signUpResponse = z.object({
  company: companySchema,
  owner: z.object({ id: z.number().int(), email: z.string(), full_name: z.string(), role: z.string().nullable() }),
});

/** Body of PUT /api/company: any subset of the settings. */
export const updateCompanyBody = z.object({
  company: z
    .object({
      name: boundedText(480).trim().min(1).max(120),
      email,
      country_code: countryCode.describe('New home country; must already be one of the company\'s countries'),
      currency_code: currencyCode,
      time_zone: timeZone,
      bundle_subscriptions: z.boolean().describe('One subscription per billing cadence and start date instead of one per subscribed line; applies to checkouts from now on'),
      subscription_dunning_final_action: z.enum(['pause', 'cancel']).describe('What a subscription becomes when its last dunning retry fails'),
    })
    .partial(),
});

/** Body of POST /api/company/countries. */
export const addCountryBody = z.object({
  country: z.object({
    iso: countryCode,
    price_inclusive_of_tax: z.boolean().optional(),
    price_inclusive_tax_name: boundedText(128).trim().min(1).max(32).nullish(),
    province_required: z.boolean().optional(),
    tax_enabled: z.boolean().optional(),
    tax_standard_rate: rate.nullish(),
  }),
});

/** Path of one company country. */
export const countryParams = z.object({ iso: countryCode });

export const countryResponse = z.object({ country: countrySchema });
export const countryListResponse = z.object({ countries: z.array(countrySchema) });
