import { z } from 'zod';
import { attributionSources } from '../members/attribution-payload';
import { addressSchema } from './cart-entity';
import type { MoneyMode } from './money-mode';

/**
 * Field schemas both money modes share, built with the first cart schema: one instance each, as
 * when they were module constants, so the OpenAPI document is unchanged.
 */
const common = (() => {
  const str = z.string();
  const strOrNull = z.string().nullable();
  const int = z.number().int();
  const bool = z.boolean();

  const planFields = {
    id: int,
    name: str,
    billing_interval: int,
    billing_interval_unit: str,
    billing_interval_unit_identifier: str,
    billing_frequency_in_words: str,
    shipping_interval: int,
    shipping_interval_unit: str,
    volume_interval: int,
    volume_interval_unit: str,
    trial_period: int,
    trial_period_unit: str,
    split_volume: bool,
    apply_to_volume: bool,
    allow_max_billing_cycles: bool,
    max_billing_cycles: int.nullable(),
    savings_display_mode: str,
    savings_label: strOrNull,
    company_default: bool,
    active: bool,
    products_count: int.nullable(),
    subscribers_count: int,
    subscription_start: str,
  };

  const countrySchema = z.object({
    id: int,
    iso: str,
    iso3: str,
    iso_name: str,
    name: str,
    currency_code: str,
    currency_symbol: str,
    price_inclusive_of_tax: bool,
    price_inclusive_tax_name: strOrNull,
    province_required: bool,
    tax_enabled: bool,
    tax_standard_rate: z.number().nullable(),
  });

  const addressWithIdSchema = addressSchema.extend({ id: int.nullable(), country_num_code: strOrNull, default: bool });
  return { str, strOrNull, int, bool, planFields, countrySchema, addressWithIdSchema };
})();

/** `{field, field_in_currency}` for each money field, written in the surface's mode. */
function money<K extends string>(mode: MoneyMode, names: readonly K[]) {
  const value =
    mode === 'integer'
      ? z.number().int().describe('Minor units')
      : z.string().describe('Decimal amount in the major unit (`"12.34"`)');
  return Object.fromEntries(
    names.flatMap((name) => [
      [name, value],
      [`${name}_in_currency`, z.string().describe('Formatted with Intl.NumberFormat for the cart currency')],
    ]),
  ) as unknown as Record<K | `${K}_in_currency`, z.ZodType>;
}

/** A volume field: null when the company hides volume from buyers (`company.hide_volume_on_customer_surfaces`). */
const volumeField = (what: string) =>
  z
    .number()
    .nullable()
    .describe(`${what}; null when the company hides volume from buyers (\`company.hide_volume_on_customer_surfaces\`)`);

/** SPEC "Cart item" in one money mode. */
function cartItemSchema(mode: MoneyMode) {
  const { str, strOrNull, int, bool, planFields } = common;
  return z.object({
    id: int,
    title: str,
    quantity: int,
    ...money(mode, ['price', 'discount_amount', 'tax', 'total', 'total_after_discounts', 'subscribe_and_save']),
    subscription_price: (mode === 'integer' ? int : str).nullable(),
    subscription_price_in_currency: strOrNull,
    subscribe_and_save_for_display: strOrNull,
    cv: volumeField("Commission volume of one unit (the variant's, in the cart's country)"),
    qv: volumeField('Qualifying volume of one unit'),
    cv_total: volumeField(
      "Commission volume of the item: `cv × quantity`, reduced in proportion to the item's discount",
    ),
    qv_total: volumeField('Qualifying volume of the item: `qv × quantity`; discounts leave it whole'),
    enrollment_pack_id: int.nullable(),
    subscription: bool,
    display_to_customer: bool,
    image_url: strOrNull,
    free_item: bool,
    allow_subscription: bool,
    enrollment: bool,
    creditable_points: int,
    product_title: str,
    subscription_plan_id: int.nullable(),
    subscription_only: bool,
    subscription_interval: int.nullable(),
    subscription_interval_unit: strOrNull,
    subscription_interval_unit_identifier: strOrNull,
    subscription_start: strOrNull.describe('YYYY-MM-DD: today plus the plan trial'),
    unit_price_display_authoritative: bool,
    metadata: z.record(z.string(), z.unknown()),
    errors: z.array(str).describe('Why the item blocks checkout; empty when it does not'),
    subscription_plans: z
      .array(z.object({ ...planFields, ...money(mode, ['price', 'subscribe_and_save']) }))
      .describe('Active plans of the product this variant can be subscribed on'),
    bundled_items: z.array(z.unknown()),
    product: z.object({ id: int, title: str, slug: strOrNull, image_url: strOrNull }),
    variant: z.object({ id: int, title: str, sku: strOrNull, image_url: strOrNull }),
  });
}

/** The reason fields that are constant by design give in their descriptions (README "Cart fields constant by design"). */
const constant = {
  points: 'Always 0: reward points are not offered on this platform',
  memberUuid: 'Always null: members have integer ids (see `buyer_rep_id`, `buyer_rep.id`)',
};

const POINT_FIELDS = [
  'customer_total_points',
  'points_applied',
  'remaining_customer_points',
  'max_applicable_points',
  'total_creditable_points',
] as const;

/** SPEC "Cart" in one money mode: the response object of both cart surfaces. */
function cartSchema(mode: MoneyMode) {
  const { str, strOrNull, int, bool, countrySchema, addressWithIdSchema } = common;
  const moneyValue = mode === 'integer' ? int : str;
  return z
    .object({
      id: int,
      cart_token: str.describe('The cart secret; keep it private'),
      state: z.enum(['open', 'completed']),
      state_revision: int.describe('Bumped by every change; send it back as If-Match'),
      type: str,
      email: strOrNull,
      phone: strOrNull,
      language_iso: str,
      currency_code: str,
      currency_symbol: str,
      currency_decimal_places: int,
      customer_id: int
        .nullable()
        .describe(
          'The customer (one per company and email) whose order this cart became: null until the cart completes (GET /api/v202604/customers/{id})',
        ),
      buyer_rep_id: int.nullable().describe('Member id of the attributed rep (`buyer_rep.id`); null when unattributed'),
      enrollment_pack_id: int
        .nullable()
        .describe(
          'The enrollment pack the buyer joins with (set with `enrollment_pack_id`/`enrollment_pack_slug` on create or PATCH); null: an ordinary purchase',
        ),
      enrollment_member_type: z
        .object({ id: z.uuid(), slug: str, name: str })
        .nullable()
        .describe(
          "The member type completing this cart creates (the pack's: retail customer, preferred customer or rep); null without a pack",
        ),
      buyer_rep_member_id: z.uuid().nullable().describe(constant.memberUuid),
      volume_rep_member_id: z.uuid().nullable().describe(constant.memberUuid),
      processed: bool,
      email_marketing: bool,
      sms_marketing: bool,
      auto_apply_points: bool.describe(`Always false: ${constant.points.slice('Always 0: '.length)}`),
      ...money(mode, [
        'amount_total',
        'sub_total',
        'tax_total',
        'shipping_total',
        'discount_total',
        'subtotal_after_discounts',
        'transaction_fee',
        'enrollment_fee',
        'inclusive_shipping_tax',
        'shipping_discount',
        'remaining_cart_amount_after_points',
      ]),
      cv_total: strOrNull.describe(
        'Commission volume of the cart (sum of the items, two decimals, e.g. `"36.00"`); null when the company hides volume from buyers',
      ),
      qv_total: strOrNull.describe(
        'Qualifying volume of the cart (sum of the items); null when the company hides volume from buyers',
      ),
      tax_total_for_display: str,
      shipping_total_for_display: str,
      totals: z.object({
        ...money(mode, ['gross_subtotal', 'net_subtotal', 'item_tax', 'shipping_net', 'shipping_tax', 'total_tax']),
        price_inclusive_of_tax: bool,
        tax_label: str,
      }),
      tax_exempt: bool,
      digital_only: bool,
      immutable_items: bool,
      points_enabled: bool.describe(`Always false: ${constant.points.slice('Always 0: '.length)}`),
      price_inclusive_of_tax: bool,
      requires_3ds: bool.describe(
        'The processor asks the buyer to authenticate (3-D Secure): run the `next_action` of `POST /api/payments/v2026-04/carts/{cart_token}/verify`, then verify again',
      ),
      requires_payment_method: bool.describe('The cart has a total to pay and no authorized payment yet'),
      vault_without_charge: bool,
      valid_for_checkout: bool,
      valid_for_checkout_pre_payment: bool,
      contains_subscription: bool,
      payment_method_auto_assignable: bool,
      ...Object.fromEntries(
        POINT_FIELDS.flatMap((field) => [
          [field, int.describe(constant.points)],
          [`${field}_in_currency`, str.describe(constant.points)],
        ]),
      ),
      discount_codes: z.array(str),
      product_discount_codes: z.array(str),
      shipping_discount_codes: z.array(str),
      discount_breakdown: z.object({
        internal_discounts: moneyValue,
        external_discounts: moneyValue,
        total_discounts: moneyValue,
      }),
      external_discount: z.object({
        total: moneyValue,
        calculated_at: z.iso.datetime().nullable(),
        sources: z.record(z.string(), z.unknown()),
      }),
      buyer_rep: z
        .object({
          id: int,
          email: str,
          full_name: str,
          image_url: strOrNull.describe('Always null: members have no picture'),
          external_id: strOrNull.describe('Always null: no external rep system is linked'),
        })
        .nullable()
        .describe('The rep the shopper arrived through (`attribution`); null when unattributed'),
      volume_rep: z
        .object({
          id: int,
          email: str,
          full_name: str,
          image_url: strOrNull.describe('Always null: members have no picture'),
        })
        .nullable()
        .describe(
          "The rep credited with the volume: the attributed rep; null when unattributed (the order then credits the buyer's sponsor when the buyer is a member)",
        ),
      shipping_method: z.object({ id: str, name: str }).nullable(),
      available_shipping_methods: z.array(
        z.object({
          id: str,
          title: str,
          ...money(mode, ['price']),
          delivery_time_estimate: strOrNull,
          price_label: strOrNull,
        }),
      ),
      payment_method: z
        .record(z.string(), z.unknown())
        .nullable()
        .describe(
          "The payment in progress (after `tokenize`) or made (once completed): `{id, type, payment_method_type, card_network, last_four, exp_month, exp_year, logo_url, status, currency, amount, session_id, intent, customer_details}`; `intent` is the processor's payment id, `session_id` the `payment_uuid` that `complete` takes",
        ),
      available_payment_methods: z
        .array(z.record(z.string(), z.unknown()))
        .describe(
          'While the cart is open: the method of the gateway its country and currency route to (`token_provider`, `tokenize_path`, `sdk_type`, `environment`, `integration_key`: what a client collects the card with), the built-in test method for a company without gateways, or none (`payment_unavailable_reason`)',
        ),
      payment_unavailable_reason: z
        .enum(['no_gateway_for_country'])
        .nullable()
        .describe('`no_gateway_for_country`: none of the company’s gateways serves the cart’s country and currency'),
      payment_account: z
        .record(z.string(), z.unknown())
        .nullable()
        .describe(
          'The gateway the cart is routed to (`{id, name, integration_type, mode, capture_method}`); null without one',
        ),
      messages: z.object({ errors: z.array(str), warnings: z.array(str), info: z.array(str) }),
      metadata: z.record(z.string(), z.unknown()),
      shipping_address: addressSchema.nullable(),
      billing_address: addressSchema.nullable(),
      ship_to: addressWithIdSchema.nullable(),
      bill_to: addressWithIdSchema.nullable(),
      attribution: z
        .object({
          id: int.describe('Id of this attribution'),
          source: z
            .enum(attributionSources)
            .describe('`share_link`, `rep_site` or `referral`: what the shopper arrived through'),
          rep_id: int.describe('Member id of the attributed rep'),
          email: str.describe("The rep's email"),
          username: str.describe("The rep's site username"),
          external_id: strOrNull.describe('Always null: no external rep system is linked'),
          share_guid: strOrNull.describe('The share link token when `source` is `share_link`'),
          recorded_at: z.iso.datetime(),
        })
        .nullable()
        .describe(
          'The rep attribution recorded when the cart was created from `attribution` in the create body (README "Rep attribution"); null when unattributed. Carried onto the order and `order_created`',
        ),
      agreements: z
        .array(
          z.object({
            id: int,
            title: str,
            show_at_checkout: z.boolean(),
            default_checked: z
              .boolean()
              .describe('The checkout checkbox starts checked (it is still not accepted until the shopper accepts it)'),
            subscription_only: z.boolean(),
            standalone_on_checkout: z.boolean(),
            show_path: strOrNull.describe('Storefront path of a page with the full text'),
            enrollment_pack_id: int.nullable(),
            required: z
              .boolean()
              .describe(
                'Required for checkout: `complete` refuses the cart (422, `errors.agreements`) until it is accepted in its current version',
              ),
            version: int.describe('The version in force; an acceptance of an earlier version no longer counts'),
            accepted: z
              .boolean()
              .describe('The shopper accepted this version (`PATCH` with `agreements: [{id, accepted: true}]`)'),
          }),
        )
        .describe(
          'The agreements that apply to the cart as of its last write (README "Agreements at checkout"): the company\'s active, company-wide agreements with `show_at_checkout`, the `subscription_only` ones only when a line is subscribed',
        ),
      country: countrySchema,
      company: z
        .record(z.string(), z.unknown())
        .describe(
          'Checkout branding and feature flags as of the last write: `logo_url` from the storefront settings; `require_phone`, `require_billing_zip`, `collect_email_marketing`, `collect_sms_marketing` from the storefront settings `checkout` options (the `require_*` ones hold the cart back from checkout). ' +
            '`hide_volume_on_customer_surfaces` from the storefront settings `checkout` options (volume fields are then null); `bundle_subscriptions` from the company setting (checkout then makes one subscription per cadence and start date). ' +
            'Constant by design: `collect_phone` true (carts always take a phone); `order_on_behalf`, `reward_points_enabled`, `reward_points_apply_to_subtotal`, `isolated_payment_tokens` false and `reward_points_label` null (features this platform does not offer)',
        ),
      recurring: z
        .array(
          z.object({
            ...money(mode, ['subtotal', 'renewal_price']),
            interval: int,
            interval_unit: str,
            interval_unit_identifier: str,
            subtotal_for_display: str,
            start_date: str.describe(
              'The date (YYYY-MM-DD) the subscription starts: today, or the end of the plan trial',
            ),
            frequency: str.describe('The cadence in words (`every month`, `every 2 weeks`)'),
            next_charge_date: str.describe(
              'The date (YYYY-MM-DD) of the first automatic charge after this order: one cadence after `start_date`',
            ),
            cancellation: str.describe('How to cancel, in one sentence'),
            terms: str.describe(
              'The automatic-renewal terms the shopper must see before buying: who charges, the renewal price (`renewal_price`, before tax and shipping), the cadence, the first automatic charge date and how to cancel',
            ),
            terms_version: str.describe(
              'A hash of `terms`: the order records the version the shopper consented to (`recurring_consent`)',
            ),
          }),
        )
        .describe(
          'One entry per future charge (subscribed lines grouped by cadence and start date), each with the renewal terms; completing a cart with entries here needs `recurring_terms_accepted: true`',
        ),
      enrollment_pack: z
        .record(z.string(), z.unknown())
        .nullable()
        .describe(
          "The cart's enrollment pack: `{enrollment_pack_id, slug, token (null), title, description, enrollment_fee, enrollment_fee_in_currency, additional_volume (0), canonical_url, images, items}` (`items`: the cart items the pack added); null without a pack",
        ),
      items: z.array(cartItemSchema(mode)),
    })
    .meta({ id: mode === 'integer' ? 'CheckoutCart' : 'PublicCart' });
}

// Built on first use, once each (one instance keeps one OpenAPI component): a cart function builds
// the surface it answers, not both (a shorter cold start).
/** The cart on checkout v2026-04 (integer money). */
export const checkoutCartSchema = cartSchema('integer');
/** The cart on public v2025-06 (string money). */
export const publicCartSchema = cartSchema('string');
