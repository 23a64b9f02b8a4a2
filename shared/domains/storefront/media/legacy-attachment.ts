import { countryFacts } from '../../company/country-data';
import type { StoredItem } from '../engine/family';
import { isLive } from '../engine/visibility';
import { cheapestIn, pricedCountry, type StoredVariant } from '../families/product-variants';
import { productRecords } from '../families/stored-families';
import { inStock, variantStock } from '../families/variant-stock';

const MONEY = ['price', 'subscription_price', 'wholesale_price', 'wholesale_subscription_price'] as const;

/** Plain text of an HTML or text body (SPEC `stripped`). */
export function stripped(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A text body in the legacy `description` object shape. */
export function descriptionObject(
  owner: { id: number; created_at: string; updated_at: string },
  recordType: string,
  body: string | null,
  locale: string,
) {
  return {
    id: owner.id,
    name: 'description',
    body: body ?? '',
    record_type: recordType,
    record_id: owner.id,
    created_at: owner.created_at,
    updated_at: owner.updated_at,
    locale,
  };
}

/** A country in the legacy attachment shape (facts from ISO data; tax settings are not modelled here). */
function countryObject(iso: string) {
  const facts = countryFacts(iso);
  return {
    id: null,
    iso,
    iso3: facts?.iso3 ?? null,
    iso_name: facts?.iso_name ?? iso,
    name: facts?.name ?? iso,
    numcode: null,
    active: true,
    currency_code: facts?.currency_code ?? null,
    currency_symbol: facts?.currency_symbol ?? null,
    separator: null,
    delimiter: null,
    address3: false,
    state: null,
    passport: false,
    itn: false,
    tax_rate: null,
  };
}

/**
 * The product-like `attachment` of an attached shareable, rendered from the live catalog at read
 * time (so a price change shows without re-attaching): prices are the cheapest variant sold in
 * `country` (the company's home country), formatted by its currency.
 */
export function productAttachment(
  product: StoredItem,
  context: { country: string; lang: string; now: Date; shareLink: string },
) {
  const variants = product.variants as StoredVariant[];
  const cheapest = cheapestIn(variants, context.country);
  const priced = cheapest ? pricedCountry(cheapest.entry, context.lang) : undefined;
  const money = Object.fromEntries(
    MONEY.flatMap((field) => [
      [field, priced?.[field] ?? null],
      [`display_${field}`, priced?.[`display_${field}`] ?? null],
    ]),
  );
  const sold = variants.flatMap((variant) =>
    variant.countries.filter((entry) => entry.country === context.country).map((entry) => ({ variant, entry })),
  );
  const prices = sold.map(({ entry }) => entry.price).sort((a, b) => a - b);
  // Dimensions and customs data are not modelled by the catalog: answered as null/defaults.
  const presentVariant = (variant: StoredVariant, index: number) => ({
    id: variant.id,
    product_id: product.id,
    title: variant.title,
    sku: variant.sku,
    position: variant.position,
    image_url: variant.image_url,
    image_path: null,
    buyable: isLive(productRecords, product, context.now),
    option_value_ids: [],
    option_attrs: {},
    is_master: index === 0,
    active: true,
    discarded_at: null,
    created_at: product.created_at,
    updated_at: product.updated_at,
    external_id: null,
    variant_country_id: null,
    bar_code: null,
    price: variant.countries.find((entry) => entry.country === context.country)?.price ?? null,
    ...legacyStock(variant),
    taxable: true,
    weight: null,
    size: null,
    physical: true,
    unit_of_weight: null,
    height: null,
    width: null,
    length: null,
    unit_of_size: null,
    hs_code: null,
    country_of_origin: null,
    customs_information_shipping: null,
    allow_subscription: variant.allow_subscription,
    subscription_only: variant.subscription_only,
    limit_subscription: false,
    subscription_max_qty: null,
    subscription_interval: null,
    shipping_included_in_price: variant.shipping_included_in_price,
    variant_countries: variant.countries.map((entry) => ({
      ...pricedCountry(entry, context.lang),
      id: null,
      tax: null,
      country: countryObject(entry.country),
    })),
  });
  const image = product.image_url as string | null;
  return {
    id: product.id,
    active: isLive(productRecords, product, context.now),
    title: product.title,
    description: descriptionObject(product as never, 'Product', product.description as string | null, product.language),
    stripped: stripped(product.description as string | null),
    ...money,
    shipping: priced?.shipping ?? null,
    image: { mini: image, detail: image, full: image },
    image_url: image,
    sku: product.sku,
    country_code: context.country,
    country_id: null,
    views: 0,
    leads: 0,
    share_link: context.shareLink,
    commission: null,
    public: product.public,
    in_stock: product.availability === 'in_stock' && (variants.length === 0 || variants.some(inStock)),
    vendor: null,
    price_range: prices.length > 0 ? [prices[0], prices.at(-1)] : [],
    price_range_formatted: priced && prices.length > 0 ? String(priced.display_price) : null,
    unlimited_inventory: !variants.some((variant) => variantStock(variant).track_quantity),
    currency_symbol: priced?.currency_symbol ?? null,
    currency_code: priced?.currency_code ?? null,
    average_rating: null,
    option_values: {},
    publish_to_portal_shop: product.public,
    publish_to_retail_store: product.public,
    publish_to_mobile_store: product.public,
    publish_to_share_tab: product.public,
    'hide_rating?': false,
    'hide_reviews?': false,
    prompts_enabled: false,
    label: null,
    display_tag: null,
    images: image ? [{ id: product.id, image, image_url: image, position: 0 }] : [],
    countries: [...new Set(variants.flatMap((variant) => variant.countries.map((entry) => entry.country)))].map(
      countryObject,
    ),
    default_variant: cheapest ? presentVariant(cheapest.variant, variants.indexOf(cheapest.variant)) : null,
    variants: variants.map(presentVariant),
    options: [],
    prompts: [],
    enroll_products: [],
    enrollment_packs: [],
  };
}

/** A variant's stock in the legacy field names: `inventory_policy` continue/deny mirrors `keep_selling`; untracked counts are null. */
function legacyStock(variant: StoredVariant) {
  const stock = variantStock(variant);
  return {
    inventory_policy: stock.keep_selling ? 'continue' : 'deny',
    inventory_quantity: stock.track_quantity ? stock.inventory_quantity : null,
    track_quantity: stock.track_quantity,
    keep_selling: stock.keep_selling,
  };
}
