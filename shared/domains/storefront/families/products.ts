import { MARKET_WARNING_NOTE, marketWarnings } from './product-market-warning';
import { z } from 'zod';
import { ValidationFailed } from '../../../platform/errors/domain-error';
import { productsDescriptor } from '../descriptors/products';
import { defineFamily, type StoredItem } from '../engine/family';
import { idList, optionalText, position, seoField, urlField } from '../engine/fields';
import { booleanQuery, idListQuery } from '../engine/schemas';
import { findItems } from '../engine/store';
import { createdAtSort, integerSort, titleSort } from '../engine/sorts';
import { variantRefEntity } from '../catalog/variant-ref-entity';
import { assertPlansExist, planMemberships } from './product-plans';
import {
  cheapestIn,
  currencySymbol,
  normalizeVariants,
  presentVariant,
  priceFields,
  variantsField,
  type StoredVariant,
} from './product-variants';

const availability = () => z.enum(['in_stock', 'out_of_stock', 'preorder']);
/** A product belongs to at most this many categories and collections together (one membership row each). */
export const MAX_PRODUCT_MEMBERSHIPS = 20;

const nullableMoney = () => z.number().int().nullable();
const moneyView = (field: string) => ({
  [field]: nullableMoney().optional().describe('Minor units'),
  [`${field}_in_currency`]: z
    .string()
    .nullable()
    .optional()
    .describe(
      'Formatted with Intl.NumberFormat for `<lang>-<country>` (`"$1,234.50"`, `"1.234,50 €"`): what `_in_currency` means on every surface, carts included',
    ),
  [`display_${field}`]: z
    .string()
    .nullable()
    .optional()
    .describe(`The same string as \`${field}_in_currency\`, under the name SPEC gives catalog prices`),
});
const moneyFields = ['price', 'subscription_price', 'wholesale_price', 'wholesale_subscription_price', 'shipping'];
const moneyViews = () => Object.assign({}, ...moneyFields.map(moneyView));
const variantView = () => {
  const pricedCountryView = z.object({
    country_iso: z.string(),
    currency_code: z.string(),
    currency_symbol: z.string(),
    ...moneyViews(),
    cv: z.number().describe('Commission volume of one unit in this country'),
    qv: z.number().describe('Qualifying volume of one unit in this country'),
  });
  return z.object({
    id: z.number().int(),
    title: z.string(),
    sku: z.string().nullable(),
    position: z.number().int(),
    image_url: z.string().nullable(),
    allow_subscription: z.boolean(),
    subscription_only: z.boolean(),
    shipping_included_in_price: z.boolean(),
    track_quantity: z.boolean(),
    inventory_quantity: z
      .number()
      .int()
      .describe(
        'Units in stock; below zero after backorders. Company lists show the count as of the last product write; the product show and checkout read the live count',
      ),
    keep_selling: z.boolean(),
    in_stock: z.boolean().describe('Untracked, kept selling, or units left'),
    variant_countries: z.array(pricedCountryView),
  });
};

/** A product's stored fields beyond the engine's. */
export interface ProductFields {
  public: boolean;
  description: string | null;
  image_url: string | null;
  seo: { title?: string | null; description?: string | null } | null;
  priority: number;
  sku: string | null;
  bundle: boolean;
  availability: 'in_stock' | 'out_of_stock' | 'preorder';
  tag_ids: number[];
  subscription_plan_ids: number[];
  category_ids: number[];
  collection_ids: number[];
  variants: StoredVariant[];
}

type IdListField = 'category_ids' | 'collection_ids' | 'tag_ids';
const anyOf = (field: IdListField) => (item: StoredItem<ProductFields>, wanted: number[]) =>
  wanted.some((id) => item[field].includes(id));

/**
 * Products (SPEC "Storefront resource families" rule 4): written with `public`, answered with a
 * computed `active`; variants carry the countries they are sold in with per-country prices;
 * `country` prices the answer and leaves out products not sold there; without it the public
 * answers are priced in the shop's home country and nothing is left out.
 */
export const products = defineFamily<ProductFields>({
  ...productsDescriptor,
  statuses: ['draft', 'scheduled', 'published', 'archived'],
  countryScoped: false,
  writeFields: () => ({
    description: optionalText(20_000),
    image_url: urlField,
    seo: seoField,
    priority: position.describe('Higher first in the default sort'),
    sku: optionalText(64),
    bundle: z.boolean(),
    availability: availability(),
    tag_ids: idList(50),
    subscription_plan_ids: idList(20).describe('Subscription plans the product can be bought on'),
    category_ids: idList(MAX_PRODUCT_MEMBERSHIPS).describe('Replaces the categories the product is in'),
    collection_ids: idList(MAX_PRODUCT_MEMBERSHIPS).describe('Replaces the collections the product is in'),
    variants: variantsField(),
  }),
  defaults: {
    description: null,
    image_url: null,
    seo: null,
    priority: 0,
    sku: null,
    bundle: false,
    availability: 'in_stock',
    tag_ids: [],
    subscription_plan_ids: [],
    category_ids: [],
    collection_ids: [],
    variants: [],
  },
  viewFields: () => ({
    description: z.string().nullable().optional(),
    image_url: z.string().nullable().optional(),
    seo: z
      .object({ title: z.string().nullable().optional(), description: z.string().nullable().optional() })
      .nullable()
      .optional(),
    priority: z.number().int(),
    sku: z.string().nullable(),
    bundle: z.boolean(),
    availability: availability(),
    tag_ids: z.array(z.number().int()),
    category_ids: z.array(z.number().int()),
    collection_ids: z.array(z.number().int()),
    has_subscription_plans: z.boolean(),
    subscription_plan_ids: z.array(z.number().int()),
    country_code: z
      .string()
      .optional()
      .describe(
        'The country the prices are for: `country` when given, else (public answers) the shop’s home country. Absent when the product is not sold there',
      ),
    currency_code: z.string().optional(),
    currency_symbol: z
      .string()
      .optional()
      .describe(
        'With `country_code`: the symbol of the currency the prices are in (SPEC product-like objects carry it)',
      ),
    ...moneyViews(),
    variants: z.array(variantView()).optional(),
    subscription_plans: z.array(z.object({ id: z.number().int() })).optional(),
  }),
  translatable: ['title', 'description', 'seo'],
  listOmits: ['description', 'image_url', 'seo', 'variants', 'subscription_plans'],
  filters: {
    availability: {
      schema: availability,
      description: 'in_stock, out_of_stock or preorder',
      matches: (item, value) => item.availability === value,
    },
    bundle: {
      schema: booleanQuery,
      description: 'true: bundles only; false: no bundles',
      matches: (item, value) => item.bundle === value,
    },
    has_subscription_plans: {
      schema: booleanQuery,
      description: 'Products with (true) or without (false) subscription plans',
      matches: (item, value) => item.subscription_plan_ids.length > 0 === value,
    },
    category_ids: {
      schema: idListQuery,
      description: 'In any of these categories (comma-separated ids)',
      matches: anyOf('category_ids'),
    },
    collection_ids: {
      schema: idListQuery,
      description: 'In any of these collections (comma-separated ids)',
      matches: anyOf('collection_ids'),
    },
    tag_ids: {
      schema: idListQuery,
      description: 'Carrying any of these tags (comma-separated ids)',
      matches: anyOf('tag_ids'),
    },
  },
  statusFilter: { active: ['published', 'scheduled'], draft: ['draft'], archived: ['archived'] },
  sorts: { priority: integerSort('priority', 'Merchandising priority'), title: titleSort, created_at: createdAtSort },
  slug: { settable: true, followsTitle: false },
  searchText: (item) =>
    [item.sku, ...item.variants.map((variant) => variant.sku)].filter((sku): sku is string => !!sku),
  warningsNote: MARKET_WARNING_NOTE,
  hooks: {
    warnings: marketWarnings,
    prepare: async (next, previous, input) => {
      if (input.variants !== undefined)
        next.variants = normalizeVariants(input.variants as never, previous ? previous.variants : []);
      await assertMembershipTargets(next, previous);
      await assertPlansExist(next, previous);
      return next;
    },
    memberships: (item) => [
      ...item.category_ids.map((id) => ({ family: 'category', id })),
      ...item.collection_ids.map((id) => ({ family: 'collection', id })),
      ...planMemberships(item),
    ],
    lookups: (item) =>
      item.variants.map((variant) =>
        variantRefEntity.toRecord({ company_id: item.company_id, variant_id: variant.id, product_id: item.id }),
      ),
    visible: (item, context) =>
      !context.country ||
      item.variants.some((variant) => variant.countries.some((entry) => entry.country === context.country)),
    present: (item, context) => {
      const fields: Record<string, unknown> = {
        priority: item.priority,
        sku: item.sku,
        bundle: item.bundle,
        availability: item.availability,
        tag_ids: item.tag_ids,
        category_ids: item.category_ids,
        collection_ids: item.collection_ids,
        has_subscription_plans: item.subscription_plan_ids.length > 0,
        subscription_plan_ids: item.subscription_plan_ids,
      };
      // The "from" price: the cheapest variant sold in the country, under the product-level names.
      const pricedIn = context.country ?? context.priceCountry;
      const cheapest = pricedIn ? cheapestIn(item.variants, pricedIn) : undefined;
      if (cheapest) {
        Object.assign(fields, {
          country_code: pricedIn,
          currency_code: cheapest.entry.currency_code,
          currency_symbol: currencySymbol(cheapest.entry),
          ...priceFields(cheapest.entry, context.lang),
        });
      }
      return fields;
    },
    // What list rows leave out (listOmits) is built only for a show: a page of 25 rows formats no variant prices.
    detail: async (item, context) => ({
      image_url: item.image_url,
      variants: item.variants.map((variant) =>
        presentVariant(variant, context.country ?? context.priceCountry, context.lang),
      ),
      subscription_plans: item.subscription_plan_ids.map((id) => ({ id })),
    }),
  },
  example: {
    id: 4_503_599_627_370_496,
    title: 'Vitamin C Serum',
    slug: 'vitamin-c-serum',
    status: 'published',
    public: true,
    active: true,
    publish_at: null,
    language: 'en',
    default_language: 'en',
    available_languages: ['en', 'es'],
    created_at: '2026-04-01T09:30:00.000Z',
    updated_at: '2026-04-01T09:30:00.000Z',
    description: 'Brightening serum',
    image_url: null,
    seo: null,
    priority: 10,
    sku: 'VC-30',
    bundle: false,
    availability: 'in_stock',
    tag_ids: [],
    category_ids: [],
    collection_ids: [],
    has_subscription_plans: false,
    subscription_plan_ids: [],
    variants: [],
  },
});

/** Category and collection ids must name the company's existing items (422 naming the field). */
async function assertMembershipTargets(
  next: StoredItem<ProductFields>,
  previous: StoredItem<ProductFields> | undefined,
): Promise<void> {
  for (const [field, family] of [
    ['category_ids', 'category'],
    ['collection_ids', 'collection'],
  ] as const) {
    const wanted = next[field].filter((id) => !previous?.[field].includes(id));
    if (wanted.length === 0) continue;
    const found = await findItems({ name: family }, next.company_id, wanted);
    const missing = wanted.filter((id) => !found.has(id));
    if (missing.length > 0)
      throw new ValidationFailed({
        [`product.${field}`]: [
          `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not ${family === 'category' ? 'categories' : 'collections'} of this company`,
        ],
      });
  }
  if (next.category_ids.length + next.collection_ids.length > MAX_PRODUCT_MEMBERSHIPS) {
    throw new ValidationFailed({
      'product.category_ids': [
        `a product belongs to at most ${MAX_PRODUCT_MEMBERSHIPS} categories and collections together`,
      ],
    });
  }
}
