import { z } from 'zod';
import { countryFacts, isCurrencyCode } from '../../company/country-data';
import { ValidationFailed } from '../../../platform/errors/domain-error';
import { newNumericId } from '../../../platform/ids';
import { moneyMinor, quantity } from '../../../platform/schema/storable';
import { countryCode, optionalText, position, storefrontId, text, urlField } from '../engine/fields';
import { formatMoney } from '../money/format-money';
import { volumeAmount } from '../../volume/volume-amount';
import { inStock, variantStock } from './variant-stock';

/** Minor units (storable preset). */
const minorUnits = moneyMinor;
const MAX_VARIANTS = 40;
const MAX_COUNTRIES_PER_VARIANT = 30;

/**
 * What a variant costs in one country it is sold in. The country is `country`, or `country_iso` as
 * reads answer it, so a variant read back is written as is (docs/api.md "Round trips"); both
 * normalize to `country`.
 */
const variantCountrySchema = () =>
  z
    .object({
      country: countryCode
        .optional()
        .describe('The country (ISO 3166-1 alpha-2); or `country_iso`, its name in answers'),
      country_iso: countryCode.optional().describe('Same as `country` (the name answers use); send one of the two'),
      price: minorUnits
        .optional()
        .describe('Price in minor units; needed for a country the variant is not sold in yet, else kept when absent'),
      currency_code: z
        .string()
        .regex(/^[A-Z]{3}$/)
        .optional()
        .describe("ISO 4217; default: the country's currency"),
      subscription_price: minorUnits.nullable().optional(),
      wholesale_price: minorUnits.nullable().optional(),
      wholesale_subscription_price: minorUnits.nullable().optional(),
      shipping: minorUnits.nullable().optional().describe('Shipping charged for one unit, minor units'),
      cv: volumeAmount
        .optional()
        .describe('Commission volume of one unit sold in this country (at most two decimals); default 0'),
      qv: volumeAmount
        .optional()
        .describe('Qualifying volume of one unit sold in this country (at most two decimals); default 0'),
    })
    .strict()
    .refine((entry) => (entry.country === undefined) !== (entry.country_iso === undefined), {
      message: 'send exactly one of `country` and `country_iso`',
      path: ['country'],
    })
    .transform(({ country, country_iso, ...prices }) => ({ country: (country ?? country_iso)!, ...prices }));

const countryList = () =>
  z
    .array(variantCountrySchema())
    .min(1)
    .max(MAX_COUNTRIES_PER_VARIANT)
    .refine((list) => new Set(list.map((c) => c.country)).size === list.length, 'must not repeat a country');

/**
 * A variant as written: the countries it is sold in, each with its own prices, as `countries` or
 * as `variant_countries` (the name answers use); both normalize to `countries` and share one list
 * schema. A variant named by `id` is a partial update (normalizeVariants); a new one needs its
 * title and countries.
 */
const variantSchema = (countries = countryList()) =>
  z
    .object({
      id: storefrontId.optional().describe('Keep an existing variant (its id); omit for a new one'),
      title: text(255).optional().describe('Needed for a new variant; kept when absent on one named by `id`'),
      sku: optionalText(64).optional(),
      position: position.optional(),
      image_url: urlField.optional(),
      allow_subscription: z.boolean().optional(),
      subscription_only: z.boolean().optional(),
      shipping_included_in_price: z.boolean().optional(),
      track_quantity: z
        .boolean()
        .optional()
        .describe(
          'Count stock: checkout refuses more units than `inventory_quantity` (unless `keep_selling`) and takes them out of stock when the order is placed. Default false',
        ),
      inventory_quantity: quantity
        .optional()
        .describe(
          'Units in stock (counted with `track_quantity`); sets the count. Omitted on an existing variant: the count is kept, so sales since it was read are not overwritten',
        ),
      keep_selling: z
        .boolean()
        .optional()
        .describe(
          'Keep selling a tracked variant when it is out of stock (backorders; the count goes below zero). Default false',
        ),
      countries: countries
        .optional()
        .describe('The countries the variant is sold in; or `variant_countries`, its name in answers'),
      variant_countries: countries
        .optional()
        .describe(
          'Same as `countries` (the name answers use, so a read variant is written back as is); send one of the two',
        ),
    })
    .strict()
    .refine((variant) => variant.countries === undefined || variant.variant_countries === undefined, {
      message: 'send one of `countries` and `variant_countries`, not both',
      path: ['countries'],
    })
    .refine((variant) => variant.id !== undefined || variant.title !== undefined, {
      message: 'is required for a new variant (one without `id`)',
      path: ['title'],
    })
    .refine(
      (variant) =>
        variant.id !== undefined || variant.countries !== undefined || variant.variant_countries !== undefined,
      {
        message: 'are required for a new variant (one without `id`): send `countries` or `variant_countries`',
        path: ['countries'],
      },
    )
    .transform(({ countries, variant_countries, ...variant }) => ({
      ...variant,
      countries: countries ?? variant_countries,
    }));

/** A product's `variants` write field, built with the product's write schema. */
export const variantsField = () =>
  z
    .array(variantSchema())
    .max(MAX_VARIANTS)
    .describe(
      'Replaces the whole variant list: a variant left out is removed. A variant named by `id` keeps every field it leaves out (its `countries` too, and a country it names keeps the prices it leaves out); null clears a nullable field. A variant without `id` is new and needs `title` and `countries`',
    );

export type VariantCountry = Required<z.output<ReturnType<typeof variantCountrySchema>>>;
export interface StoredVariant {
  id: number;
  title: string;
  sku: string | null;
  position: number;
  image_url: string | null;
  allow_subscription: boolean;
  subscription_only: boolean;
  shipping_included_in_price: boolean;
  /** Stock (SPEC variant fields); absent on variants written before stock was modelled: untracked. */
  track_quantity?: boolean;
  /** Units in stock; negative after backorders of a `keep_selling` variant. */
  inventory_quantity?: number;
  keep_selling?: boolean;
  /** `cv`/`qv` are absent on variants written before volume existed: 0. */
  countries: {
    country: string;
    price: number;
    currency_code: string;
    subscription_price: number | null;
    wholesale_price: number | null;
    wholesale_subscription_price: number | null;
    shipping: number | null;
    cv?: number;
    qv?: number;
  }[];
}

type WrittenVariant = z.infer<ReturnType<typeof variantsField>>[number];
type StoredCountry = StoredVariant['countries'][number];

/** A written value, or (absent) the kept one: null is a value, so it clears. */
const keep = <T>(written: T | undefined, kept: T): T => (written === undefined ? kept : written);

/**
 * Normalizes written variants: a variant named by `id` keeps the fields it leaves out (SPEC
 * partial updates: absent keeps, null clears), a new one gets an id and the defaults; currencies
 * are filled in (422 naming the field).
 */
export function normalizeVariants(written: WrittenVariant[], previous: StoredVariant[]): StoredVariant[] {
  const known = new Map(previous.map((variant) => [variant.id, variant]));
  return written.map((variant, index) => {
    const field = `product.variants.${index}`;
    if (variant.id !== undefined && !known.has(variant.id))
      throw new ValidationFailed({ [`${field}.id`]: ['is not a variant of this product'] });
    const before = variant.id === undefined ? undefined : known.get(variant.id)!;
    const stock = before ? variantStock(before) : undefined;
    const subscriptionOnly = variant.subscription_only ?? before?.subscription_only ?? false;
    const allowSubscription =
      variant.allow_subscription ?? (variant.subscription_only || before?.allow_subscription) ?? false;
    if (subscriptionOnly && !allowSubscription)
      throw new ValidationFailed({ [`${field}.subscription_only`]: ['requires allow_subscription'] });
    return {
      id: before?.id ?? newNumericId(),
      title: (variant.title ?? before?.title)!,
      sku: keep(variant.sku, before?.sku ?? null),
      position: variant.position ?? before?.position ?? index,
      image_url: keep(variant.image_url, before?.image_url ?? null),
      allow_subscription: allowSubscription,
      subscription_only: subscriptionOnly,
      shipping_included_in_price: variant.shipping_included_in_price ?? before?.shipping_included_in_price ?? false,
      track_quantity: variant.track_quantity ?? stock?.track_quantity ?? false,
      inventory_quantity: variant.inventory_quantity ?? stock?.inventory_quantity ?? 0,
      keep_selling: variant.keep_selling ?? stock?.keep_selling ?? false,
      countries: variant.countries
        ? variant.countries.map((entry, countryIndex) =>
            variantCountry(
              entry,
              before?.countries.find((kept) => kept.country === entry.country),
              `${field}.countries.${countryIndex}`,
            ),
          )
        : before!.countries,
    };
  });
}

/** One country of a written variant, keeping the prices it leaves out from the country as stored (`kept`). */
function variantCountry(
  entry: NonNullable<WrittenVariant['countries']>[number],
  kept: StoredCountry | undefined,
  field: string,
): StoredCountry {
  if (!countryFacts(entry.country))
    throw new ValidationFailed({ [`${field}.country`]: ['is not a country with a currency'] });
  const price = entry.price ?? kept?.price;
  if (price === undefined)
    throw new ValidationFailed({ [`${field}.price`]: ['is required for a country the variant is not sold in yet'] });
  const currency = entry.currency_code ?? kept?.currency_code ?? countryFacts(entry.country)?.currency_code;
  if (!currency || !isCurrencyCode(currency))
    throw new ValidationFailed({ [`${field}.currency_code`]: ['is not an ISO 4217 currency'] });
  return {
    country: entry.country,
    price,
    currency_code: currency,
    subscription_price: keep(entry.subscription_price, kept?.subscription_price ?? null),
    wholesale_price: keep(entry.wholesale_price, kept?.wholesale_price ?? null),
    wholesale_subscription_price: keep(entry.wholesale_subscription_price, kept?.wholesale_subscription_price ?? null),
    shipping: keep(entry.shipping, kept?.shipping ?? null),
    cv: entry.cv ?? kept?.cv ?? 0,
    qv: entry.qv ?? kept?.qv ?? 0,
  };
}

const MONEY_FIELDS = [
  'price',
  'subscription_price',
  'wholesale_price',
  'wholesale_subscription_price',
  'shipping',
] as const;
/** Each amount's answer keys, named once rather than concatenated per field of every row. */
const MONEY_KEYS = MONEY_FIELDS.map((field) => ({
  field,
  inCurrency: `${field}_in_currency`,
  display: `display_${field}`,
}));

/**
 * The amounts of one country's prices, each with its `_in_currency` string (formatMoney, the
 * meaning the cart gives the suffix) and SPEC's `display_` name for the same string.
 */
export function priceFields(
  entry: StoredVariant['countries'][number],
  lang: string | undefined,
): Record<string, number | string | null> {
  const locale = `${(lang ?? 'en').split('-')[0]}-${entry.country}`;
  const fields: Record<string, number | string | null> = {};
  for (const { field, inCurrency, display } of MONEY_KEYS) {
    const value = entry[field];
    const formatted = value === null ? null : formatMoney(value, entry.currency_code, locale);
    fields[field] = value;
    fields[inCurrency] = formatted;
    fields[display] = formatted;
  }
  return fields;
}

/** The symbol of the currency a country's prices are in: the country's own, or the code when priced in another currency. */
export function currencySymbol(entry: StoredVariant['countries'][number]): string {
  const facts = countryFacts(entry.country);
  return facts?.currency_code === entry.currency_code ? facts.currency_symbol : entry.currency_code;
}

/** One country's prices of a variant as a variant country answers them (SPEC variant-country fields). */
export function pricedCountry(
  entry: StoredVariant['countries'][number],
  lang: string | undefined,
): Record<string, unknown> {
  return {
    country_iso: entry.country,
    currency_code: entry.currency_code,
    currency_symbol: currencySymbol(entry),
    ...priceFields(entry, lang),
  };
}

/** A variant as answered; with `country`, only that country's prices. */
export function presentVariant(variant: StoredVariant, country: string | undefined, lang: string | undefined) {
  const { countries, ...rest } = variant;
  const sold = country ? countries.filter((entry) => entry.country === country) : countries;
  return {
    ...rest,
    ...variantStock(variant),
    in_stock: inStock(variant),
    variant_countries: sold.map((entry) => ({ ...pricedCountry(entry, lang), cv: entry.cv ?? 0, qv: entry.qv ?? 0 })),
  };
}

/** The cheapest variant sold in `country` (the product's "from" price), or undefined. */
export function cheapestIn(
  variants: StoredVariant[],
  country: string,
): { variant: StoredVariant; entry: StoredVariant['countries'][number] } | undefined {
  let best: { variant: StoredVariant; entry: StoredVariant['countries'][number] } | undefined;
  for (const variant of variants) {
    const entry = variant.countries.find((candidate) => candidate.country === country);
    if (entry && (!best || entry.price < best.entry.price)) best = { variant, entry };
  }
  return best;
}
