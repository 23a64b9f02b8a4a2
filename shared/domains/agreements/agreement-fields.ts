import { z } from 'zod';

/** Longest agreement title, in characters. */
export const MAX_TITLE_LENGTH = 255;
/**
 * Largest agreement body, in UTF-8 bytes. Sized so a bulk clone of 50 agreements (each clone and
 * its outbox record carrying the body) stays inside DynamoDB's 4 MB transaction limit.
 */
export const MAX_BODY_BYTES = 30_000;

const byteBoundedText = (maxBytes: number) =>
  z
    .string()
    .refine((value) => Buffer.byteLength(value, 'utf8') <= maxBytes, `must be at most ${maxBytes} bytes (UTF-8)`);

/** Field schemas of an agreement write, shared by create and update (required-ness differs). */
export const agreementFields = {
  title: z.string().trim().min(1, 'must not be empty').max(MAX_TITLE_LENGTH),
  body: byteBoundedText(MAX_BODY_BYTES).describe('The agreement text shown to the customer (plain text or HTML)'),
  show_at_checkout: z.boolean().describe('Shown as a checkbox at checkout'),
  default_checked: z.boolean().describe('The checkout checkbox starts checked'),
  subscription_only: z.boolean().describe('Shown only when the cart contains a subscription'),
  standalone_on_checkout: z.boolean().describe('Shown on its own rather than grouped with the other agreements'),
  show_path: z
    .string()
    .max(2048)
    .regex(/^\/[^\s]*$/, 'must be a storefront path starting with /')
    .nullable()
    .describe(
      'Storefront path of a page showing the full text (e.g. `/pages/terms`); null when the text is shown inline',
    ),
  enrollment_pack_id: z
    .number()
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER)
    .nullable()
    .describe('Enrollment pack the agreement belongs to; null for a company-wide agreement'),
  required: z.boolean().describe('Checkout is refused until the customer accepts it'),
  active: z.boolean().describe('Inactive agreements are never shown (bulk clones start inactive)'),
};

/** Defaults of a new agreement's optional fields. */
export const agreementDefaults = {
  body: '',
  show_at_checkout: true,
  default_checked: false,
  subscription_only: false,
  standalone_on_checkout: false,
  show_path: null,
  enrollment_pack_id: null,
  required: false,
  active: true,
} as const;
