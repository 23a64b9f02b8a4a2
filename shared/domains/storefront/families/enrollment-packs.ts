import { z } from 'zod';
import { listPackAgreements } from '../../agreements/agreement-store';
import { toAgreementView } from '../../agreements/agreement-view';
import { enrollmentPacksDescriptor } from '../descriptors/enrollment-packs';
import { defineFamily, type StoredItem, type ViewContext } from '../engine/family';
import { optionalText, storefrontId, urlField } from '../engine/fields';
import { presentItem } from '../engine/present';
import { findItems } from '../engine/store';
import { isPubliclyVisible } from '../engine/visibility';
import { assertItemsExist, contentSorts, pickFields } from './content-rules';
import { products } from './products';
import { DEFAULT_ENROLLMENT_MEMBER_TYPE, memberTypeSlugs } from '../../members/member-types';

const MAX_PRODUCTS = 50;
type PackProduct = { product_id: number; quantity: number };

/** An enrollment pack's stored fields beyond the engine's (`member_type`: absent on packs stored before member types). */
export interface EnrollmentPackFields {
  description: string | null;
  image_url: string | null;
  enrollment_fee: number | null;
  products: PackProduct[];
  member_type?: string;
}

/**
 * Enrollment packs (SPEC rule 9): a bundle of products a new member enrolls with, plus the
 * agreements they accept (agreements name their pack with `enrollment_pack_id`). A lookup by slug
 * answers the live products in the products' list shape, priced for `country` (products not sold
 * there are left out), and the pack's active agreements.
 */
export const enrollmentPacks = defineFamily<EnrollmentPackFields>({
  ...enrollmentPacksDescriptor,
  statuses: ['draft', 'scheduled', 'published'],
  countryScoped: true,
  lookupCountry: true,
  writeFields: () => ({
    description: optionalText(5000),
    image_url: urlField,
    enrollment_fee: z
      .number()
      .int()
      .min(0)
      .max(100_000_000_000)
      .nullable()
      .describe(
        "Minor units of the shop currency; a cart charges the same amount in its own currency, converted by the currencies' decimals (2500 in a USD shop: ¥25, 25.000 KWD)",
      ),
    products: z
      .array(z.object({ product_id: storefrontId, quantity: z.number().int().min(1).max(1000).default(1) }).strict())
      .max(MAX_PRODUCTS)
      .refine(
        (list) => new Set(list.map((entry) => entry.product_id)).size === list.length,
        'must not repeat a product',
      )
      .describe('Products in the pack, in display order (replaces the list)'),
    member_type: z
      .enum(memberTypeSlugs)
      .describe(
        `The member type the pack enrolls (\`retail_customer\`, \`preferred_customer\`, \`rep\`); default \`${DEFAULT_ENROLLMENT_MEMBER_TYPE}\``,
      ),
  }),
  defaults: {
    description: null,
    image_url: null,
    enrollment_fee: null,
    products: [],
    member_type: DEFAULT_ENROLLMENT_MEMBER_TYPE,
  },
  viewFields: () => ({
    description: z.string().nullable().optional(),
    image_url: z.string().nullable(),
    enrollment_fee: z.number().int().nullable(),
    member_type: z.enum(memberTypeSlugs).describe('The member type completing a cart with this pack creates'),
    products: z
      .array(
        z.object({
          product_id: z.number().int(),
          quantity: z.number().int(),
          product: z
            .record(z.string(), z.unknown())
            .optional()
            .describe('Public lookup: the live product, priced for `country`'),
        }),
      )
      .optional(),
    agreements: z
      .array(z.record(z.string(), z.unknown()))
      .optional()
      .describe('Show and lookup: the pack’s agreements (lookup: active ones only)'),
  }),
  translatable: ['title', 'description'],
  listOmits: ['description', 'products'],
  filters: {},
  sorts: contentSorts,
  slug: { settable: true, followsTitle: false },
  hooks: {
    prepare: async (next, _previous, input) => {
      if (input.products !== undefined)
        await assertItemsExist(
          'product',
          next.company_id,
          next.products.map((entry) => entry.product_id),
          'enrollment_pack.products',
        );
      return next;
    },
    // Packs stored before member types existed enroll reps.
    present: (item) => ({
      ...pickFields(item, ['description', 'image_url', 'enrollment_fee', 'products']),
      member_type: item.member_type ?? DEFAULT_ENROLLMENT_MEMBER_TYPE,
    }),
    detail: async (item, context) => {
      const agreements = (await listPackAgreements(item.company_id, item.id))
        .filter((agreement) => context.kind === 'company' || agreement.active)
        .map(toAgreementView);
      return context.kind === 'detail' ? { products: await liveProducts(item, context), agreements } : { agreements };
    },
  },
  example: {
    id: 4_503_599_627_370_901,
    title: 'Starter kit',
    slug: 'starter-kit',
    status: 'published',
    active: true,
    publish_at: null,
    language: 'en',
    default_language: 'en',
    available_languages: ['en'],
    countries: [],
    created_at: '2026-04-01T09:30:00.000Z',
    updated_at: '2026-04-01T09:30:00.000Z',
    description: 'Everything to get going',
    image_url: null,
    enrollment_fee: 2500,
    member_type: 'rep',
    products: [{ product_id: 4_503_599_627_370_496, quantity: 1 }],
  },
});

/** The pack's live products sold in `country`, in pack order, in the products' list shape. */
async function liveProducts(pack: StoredItem<EnrollmentPackFields>, context: ViewContext) {
  const listContext: ViewContext = { ...context, kind: 'list' };
  const found = await findItems(
    products,
    pack.company_id,
    pack.products.map((entry) => entry.product_id),
  );
  const live = pack.products.flatMap((entry) => {
    const product = found.get(entry.product_id);
    return product && isPubliclyVisible(products, product, listContext) ? [{ entry, product }] : [];
  });
  return Promise.all(
    live.map(async ({ entry, product }) => ({ ...entry, product: await presentItem(products, product, listContext) })),
  );
}
