import { z } from 'zod';
import { checkoutCartSchema } from '../../shared/domains/checkout/cart-schema';
import { MAX_LINE_QUANTITY } from '../../shared/domains/checkout/cart-lines';
import { addressBody, text } from './address-schemas';
import { boundedJson, storableId, storableIdParam } from '../../shared/platform/schema/storable';
import { emailAddress } from '../../shared/platform/schema/email';

export const email = emailAddress();
const metadata = boundedJson(4096)
  .refine((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'must be a JSON object')
  .transform((value) => value as Record<string, unknown>)
  .describe('Free-form JSON object, at most 4 KB');

export const packSlug = z
  .string()
  .min(1)
  .max(255)
  .describe(
    "The slug of a live enrollment pack of the shop offered in the cart's country (instead of `enrollment_pack_id`)",
  );
export const onePackRef = (body: { enrollment_pack_id?: number | null; enrollment_pack_slug?: string }) =>
  body.enrollment_pack_id === undefined || body.enrollment_pack_slug === undefined;
export const onePackRefError = {
  message: 'send enrollment_pack_id or enrollment_pack_slug, not both',
  path: ['enrollment_pack_id'],
};

/** An item as added: the catalog variant (its product optional), and how many. */
export const itemBody = z
  .object({
    product_id: storableId
      .optional()
      .describe("Optional: the variant's product is looked up; when given it must be the variant's own product"),
    variant_id: storableId,
    quantity: z.int().min(1).max(MAX_LINE_QUANTITY),
    metadata: metadata.optional(),
  })
  .strict();

/** Body of PATCH /api/checkout/v2026-04/carts/{cart_token}: buyer details; absent fields keep their values. */
export const updateCartBody = z
  .object({
    email: email.nullable().optional(),
    phone: text(32).nullable().optional(),
    language_iso: z
      .string()
      .regex(/^[a-z]{2}$/, 'must be an ISO 639-1 code')
      .optional(),
    email_marketing: z.boolean().optional(),
    sms_marketing: z.boolean().optional(),
    shipping_address: addressBody.nullable().optional().describe("Must be in the cart's country"),
    billing_address: addressBody.nullable().optional(),
    shipping_method_id: z.string().min(1).max(64).nullable().optional().describe('One of `available_shipping_methods`'),
    metadata: metadata.optional(),
    enrollment_pack_id: storableId
      .nullable()
      .optional()
      .describe(
        "Chooses the enrollment pack (replacing the previous one and its items), one offered in the cart's country (else 422); null removes it",
      ),
    enrollment_pack_slug: packSlug.optional(),
    agreements: z
      .array(z.object({ id: storableId, accepted: z.boolean() }).strict())
      .min(1)
      .max(50)
      .optional()
      .describe(
        "Accept (`true`) or withdraw (`false`) agreements of the cart's `agreements`; accepting records the version in force. An id that is not one of them → 422",
      ),
  })
  .strict()
  .refine(onePackRef, onePackRefError);

/** Body of PATCH .../items/{item_id}. */
export const updateItemBody = z
  .object({
    quantity: z.int().min(1).max(MAX_LINE_QUANTITY).optional(),
    metadata: metadata.optional(),
    subscription_plan_id: z.null().optional().describe('null turns a subscribed item back into a one-time purchase'),
  })
  .strict();

export const cartTokenParam = z.string().min(1).max(128).describe('The cart token answered when the cart was created');
export const cartParams = z.object({ cart_token: cartTokenParam });
export const cartItemParams = z.object({ cart_token: cartTokenParam, item_id: storableIdParam });

export const cartResponse = z.object({ cart: checkoutCartSchema });

// What the cart routes declare as their answer. The routes are exact (the presenters build the
// documented cart), so a deployed bundle leaves the schemas out (shared/platform/deployed-bundle.ts)
// and sends each cart as built; the sources (tests, the local runtime, OpenAPI) parse every answer
// and fail one the parse would change. The updates' round trips read the keys precomputed in
// cart-answered-keys.ts instead.
export const cartResponseBody = () => (globalThis.DEPLOYED_BUNDLE ? undefined : cartResponse);
