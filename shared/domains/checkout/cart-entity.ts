import { z } from 'zod';
import { defineEntity } from '../../platform/db/entity';
import { attributionSchema } from '../members/attribution-payload';

/** Cart states: `open` takes writes; `completed` became an order and refuses them (409). */
export const cartStates = ['open', 'completed'] as const;
export type CartState = (typeof cartStates)[number];

/** A postal address as carts store and answer it (SPEC "Cart": shipping_address, billing_address). */
export const addressSchema = z.object({
  name: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  address3: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postal_code: z.string().nullable(),
  country_code: z.string(),
  subdivision_code: z.string().nullable(),
  phone: z.string().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

/** What the shopper chose for one line; everything else about it is priced from the catalog. */
export const cartLineSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  variant_id: z.number().int(),
  quantity: z.number().int(),
  subscription_plan_id: z.number().int().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  /** A product of the cart's enrollment pack: added and removed with the pack, never on its own. */
  enrollment: z.boolean().default(false),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** An acceptance the cart keeps: which agreement, in which version, when. */
export const acceptedAgreementSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  accepted_at: z.string(),
});

/**
 * A cart. It lives in its own partition named by the SHA-256 of its token (the token itself is
 * never stored), so the token in the path finds it with one GetItem; `company_id` on the item is
 * the tenant every further read uses. `priced` is the last pricing (catalog, discounts, shipping,
 * tax), so a read is that one GetItem.
 */
export const cartEntity = defineEntity({
  name: 'cart',
  schema: () =>
    z.object({
      id: z.number().int(),
      company_id: z.number().int(),
      token_hash: z.string(),
      state: z.enum(cartStates),
      state_revision: z.number().int(),
      country_code: z.string(),
      currency_code: z.string(),
      language_iso: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      email_marketing: z.boolean(),
      sms_marketing: z.boolean(),
      shipping_address: addressSchema.nullable(),
      billing_address: addressSchema.nullable(),
      lines: z.array(cartLineSchema),
      next_line_id: z.number().int(),
      /** Codes in the order they were applied, as the company wrote them. */
      discount_codes: z.array(z.string()),
      shipping_method_id: z.string().nullable(),
      metadata: z.record(z.string(), z.unknown()),
      priced: z.record(z.string(), z.unknown()),
      /** How the order was paid (the built-in test method), set when the cart completes. */
      payment: z.record(z.string(), z.unknown()).nullable(),
      order_id: z.number().int().nullable(),
      /** The customer (one per company and email) the cart's order was placed by; set when it completes. */
      customer_id: z.number().int().nullable().optional(),
      /** The rep the shopper arrived through, recorded when the cart was created (null: unattributed, or a cart from before attribution). */
      attribution: attributionSchema.nullable().default(null),
      /** The enrollment pack the buyer joins with (README "Enrollment"); null: an ordinary purchase. */
      enrollment_pack_id: z.number().int().nullable().default(null),
      /** Agreements the shopper accepted, each in the version it had then (shared/domains/checkout/cart-agreements.ts). */
      accepted_agreements: z.array(acceptedAgreementSchema).default([]),
      created_at: z.string(),
      updated_at: z.string(),
      completed_at: z.string().nullable(),
      /** Epoch seconds: open carts untouched for CART_RETENTION_DAYS are removed by TTL. */
      ttl: z.number().int().optional(),
    }),
  keys: {
    primary: { pk: (c) => `CART#${c.token_hash}`, sk: () => 'CART' },
  },
});

export type Cart = z.infer<typeof cartEntity.schema>;

/** Open carts expire this long after their last write; completed ones are kept with their order. */
export const CART_RETENTION_DAYS = 30;

/** Most lines a cart holds (the cart is one item; this keeps it far below 400 KB). */
export const MAX_CART_LINES = 100;
/** Most codes a cart holds at once. */
export const MAX_DISCOUNT_CODES = 5;
