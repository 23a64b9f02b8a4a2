import { z } from 'zod';
import { isCountryCode } from '../../shared/domains/company/country-data';
import { boundedText } from '../../shared/platform/schema/storable';

// Apart from the cart schemas: subscriptions take the same address without bundling the carts'
// request and response schemas (cart views, orders) they never use. Built on first use, as the
// route schemas that take them are: the cart read and most subscription functions take no address.

/** An ISO 3166-1 alpha-2 code as written (any case), upper-cased. */
export const countryCode = z
  .string()
  .length(2)
  .transform((code) => code.toUpperCase())
  .refine(isCountryCode, 'is not an ISO 3166-1 alpha-2 country code');
/** Trimmed text of at most `max` characters. */
export const text = (max: number) =>
  boundedText(max * 4)
    .trim()
    .max(max);

/** A postal address as written. */
export const addressBody = z
  .object({
    name: text(200).nullish(),
    address1: text(200).nullish(),
    address2: text(200).nullish(),
    address3: text(200).nullish(),
    city: text(100).nullish(),
    state: text(100).nullish(),
    postal_code: text(20).nullish(),
    country_code: countryCode,
    subdivision_code: z
      .string()
      .regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/, 'must be an ISO 3166-2 code such as US-NY')
      .nullish(),
    phone: text(32).nullish(),
  })
  .strict()
  .transform((address) => ({
    name: address.name ?? null,
    address1: address.address1 ?? null,
    address2: address.address2 ?? null,
    address3: address.address3 ?? null,
    city: address.city ?? null,
    state: address.state ?? null,
    postal_code: address.postal_code ?? null,
    country_code: address.country_code,
    subdivision_code: address.subdivision_code ?? null,
    phone: address.phone ?? null,
  }));
