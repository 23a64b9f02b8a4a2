import { z } from 'zod';
import { defineEntity } from '../../platform/db/entity';
import { companyPartition } from './company-entity';

/**
 * A country a company sells in, with the company's tax settings for it and its ISO facts (alpha-3,
 * English name, primary currency and its symbol), copied from the generated country table when the
 * country is added: a cart is priced from this one record without bundling the table. Records
 * written before the facts were copied lack them and are read with the table (stored-country-facts.ts).
 */
export const companyCountryEntity = defineEntity({
  name: 'company_country',
  schema: () =>
    z.object({
      id: z.number().int(),
      company_id: z.number().int(),
      iso: z.string(),
      iso3: z.string().optional(),
      name: z.string().optional(),
      currency_code: z.string().optional(),
      currency_symbol: z.string().optional(),
      price_inclusive_of_tax: z.boolean(),
      price_inclusive_tax_name: z.string().nullable(),
      province_required: z.boolean(),
      tax_enabled: z.boolean(),
      tax_standard_rate: z.number().nullable(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  keys: {
    primary: { pk: (c) => companyPartition(c.company_id), sk: (c) => `COUNTRY#${c.iso}` },
  },
});

export type CompanyCountry = z.infer<typeof companyCountryEntity.schema>;

/** The tax settings a company chooses per country. */
export type CountryTaxSettings = Pick<
  CompanyCountry,
  'price_inclusive_of_tax' | 'price_inclusive_tax_name' | 'province_required' | 'tax_enabled' | 'tax_standard_rate'
>;

/** Settings of a country added without any: prices exclusive of tax, no tax collected. */
export const defaultTaxSettings: CountryTaxSettings = {
  price_inclusive_of_tax: false,
  price_inclusive_tax_name: null,
  province_required: false,
  tax_enabled: false,
  tax_standard_rate: null,
};
