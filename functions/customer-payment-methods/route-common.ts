import { z } from 'zod';

// What the customer payment method route modules share.

/** Path of the signed-in customer's saved payment methods. */
export const PAYMENT_METHODS_BASE = '/api/checkout/v2026-04/customers/me/payment_methods';

/** The caller is a signed-in customer (`css_`): they reach only their own methods. */
export const customerSession = { kind: 'customer' } as const;

export const paymentMethodParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER)
    .describe('A saved payment method of the customer'),
});

/** A saved payment method as the checkout contract shows it (`CheckoutPaymentMethod`): the card for display, never its number. */
export const customerPaymentMethodSchema = z
  .object({
    id: z.number().int(),
    default: z.boolean().describe('Renewals and new subscriptions use it unless told otherwise'),
    payment_type: z.literal('credit_card'),
    payment_title: z.string().describe('How the card reads to the customer (`Visa •••• 4242`)'),
    source: z.string().describe('Where it was saved: `checkout`'),
    au_status: z.null().describe('Card updater status; not offered'),
    billing_address: z.null(),
    details: z.object({
      id: z.number().int(),
      type: z.literal('card'),
      card_brand: z.string().nullable(),
      card_network: z.string().nullable(),
      last_four: z.string().nullable(),
      last4_digits: z.string().nullable(),
      exp_month: z.string().nullable().describe('Two digits'),
      exp_year: z.string().nullable(),
      logo_url: z.null(),
      requires_3ds: z.null(),
      vgs_card_id: z.null(),
    }),
    gateway_id: z.string().describe('The gateway that charges it (`gw_…`)'),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'CustomerPaymentMethod' });

/** How every customer payment method route ends its description. */
export const PAYMENT_METHOD_RULES =
  ' Customer session authenticated (`css_`, from the cart sign-in): a customer reaches only their own methods; another customer’s id answers 404. Methods are saved by checkout (`save_payment_method` on the cart payment, always for subscribed lines); only the processor’s references are kept, with the brand, last four digits and expiry.';
