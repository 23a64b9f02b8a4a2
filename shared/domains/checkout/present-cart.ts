import { checkoutOptionsSchema } from '../site-settings/storefront-settings-entity';
import type { CartAttribution } from './cart-attribution';
import { presentCartAgreements } from './cart-agreements';
import type { Address, Cart } from './cart-entity';
import { moneyWriter, currencyDecimalPlaces, type MoneyMode } from './money-mode';
import { moneyFields, presentCartItem } from './present-cart-item';
import type { PricedCart } from './priced-cart';
import { checkoutReadiness } from './readiness';
import { recurringTerms } from './recurring-terms';
import { testPaymentMethod } from './test-payment';
import type { PaymentRoute } from '../payments/gateway-routing';
import { paymentMethodListing } from '../payments/payment-methods';
import { volumeText } from '../volume/volume-amount';
import { memberTypeView } from '../members/member-types';
import { storefrontUrl } from '../storefront/storefront-url';

/** How the response is written: the surface's money mode and the token from the path. */
export interface PresentCartOptions {
  mode: MoneyMode;
  cartToken: string;
  now?: Date;
}

const ZERO_POINTS = [
  'customer_total_points',
  'points_applied',
  'remaining_customer_points',
  'max_applicable_points',
  'total_creditable_points',
] as const;

/** The attributed rep as SPEC "Cart" `attribution` shows it; no external system ids exist here. */
function presentAttribution(attribution: CartAttribution | null) {
  if (!attribution) return null;
  const { rep } = attribution;
  return {
    id: attribution.id,
    source: attribution.source,
    rep_id: rep.id,
    email: rep.email,
    username: rep.username,
    external_id: null,
    share_guid: attribution.share_guid,
    recorded_at: attribution.recorded_at,
  };
}

function addressWithId(address: Address | null) {
  return address ? { ...address, id: null, country_num_code: null, default: true } : null;
}

/**
 * The cart as SPEC "Cart" describes it, every field present (null where the platform has no
 * value). ONE presenter for both surfaces: `mode` writes money as integers in minor units
 * (checkout v2026-04) or as decimal strings (public v2025-06); `_in_currency` strings are
 * always formatted with Intl.NumberFormat for the cart's currency and locale.
 */
export function presentCart(cart: Cart, priced: PricedCart, options: PresentCartOptions) {
  const now = options.now ?? new Date();
  const money = moneyWriter(cart.currency_code, `${cart.language_iso}-${cart.country_code}`, options.mode);
  const t = priced.totals;
  const plans = new Map(priced.plans.map((plan) => [plan.id, plan]));
  const readiness = checkoutReadiness(cart, priced);
  const inclusive = priced.country.price_inclusive_of_tax;
  const productCodes = priced.discounts
    .filter((d) => d.kind !== 'free_shipping' && d.applies_to !== 'cart')
    .map((d) => d.code);
  const shippingCodes = priced.discounts.filter((d) => d.kind === 'free_shipping').map((d) => d.code);
  const rep = cart.attribution?.rep ?? null;
  const checkout = checkoutOptionsSchema.parse(priced.company.checkout ?? {});
  const hideVolume = checkout.hide_volume_on_customer_surfaces;
  const enrollment = priced.enrollment ?? null;
  const route = priced.payment_route ?? BUILTIN_ROUTE;
  return {
    id: cart.id,
    cart_token: options.cartToken,
    state: cart.state,
    state_revision: cart.state_revision,
    type: 'standard',
    email: cart.email,
    phone: cart.phone,
    language_iso: cart.language_iso,
    currency_code: cart.currency_code,
    currency_symbol:
      priced.country.currency_code === cart.currency_code ? priced.country.currency_symbol : cart.currency_code,
    currency_decimal_places: currencyDecimalPlaces(cart.currency_code),
    customer_id: cart.customer_id ?? null,
    buyer_rep_id: rep?.id ?? null,
    enrollment_pack_id: cart.enrollment_pack_id,
    enrollment_member_type: enrollment ? memberTypeView(enrollment.member_type) : null,
    buyer_rep_member_id: null,
    volume_rep_member_id: null,
    processed: cart.state === 'completed',
    email_marketing: cart.email_marketing,
    sms_marketing: cart.sms_marketing,
    auto_apply_points: false,
    ...moneyFields(money, {
      amount_total: t.amount_total,
      sub_total: t.sub_total,
      tax_total: t.tax_total,
      shipping_total: t.shipping_total,
      discount_total: t.discount_total,
      subtotal_after_discounts: t.subtotal_after_discounts,
      transaction_fee: 0,
      enrollment_fee: t.enrollment_fee ?? 0,
      inclusive_shipping_tax: t.inclusive_shipping_tax,
      shipping_discount: t.shipping_discount,
      remaining_cart_amount_after_points: t.amount_total,
    }),
    cv_total: hideVolume ? null : volumeText(priced.volume?.cv ?? 0),
    qv_total: hideVolume ? null : volumeText(priced.volume?.qv ?? 0),
    tax_total_for_display: inclusive
      ? `Includes ${money.inCurrency(t.tax_total)} ${priced.tax_label}`
      : money.inCurrency(t.tax_total),
    shipping_total_for_display:
      priced.shipping_method === null
        ? 'Choose a shipping method'
        : t.shipping_total - t.shipping_discount === 0
          ? 'Free'
          : money.inCurrency(t.shipping_total - t.shipping_discount),
    totals: {
      ...moneyFields(money, {
        gross_subtotal: t.sub_total,
        net_subtotal: t.net_subtotal,
        item_tax: t.item_tax,
        shipping_net: t.shipping_net,
        shipping_tax: t.shipping_tax,
        total_tax: t.tax_total,
      }),
      price_inclusive_of_tax: inclusive,
      tax_label: priced.tax_label,
    },
    tax_exempt: false,
    digital_only: false,
    immutable_items: cart.state !== 'open',
    points_enabled: false,
    price_inclusive_of_tax: inclusive,
    requires_3ds: cart.payment?.status === 'requires_action',
    requires_payment_method: t.amount_total > 0 && !PAID_STATUSES.has(String(cart.payment?.status)),
    vault_without_charge: false,
    valid_for_checkout: readiness.valid,
    valid_for_checkout_pre_payment: readiness.valid,
    contains_subscription: priced.lines.some((line) => line.subscription),
    payment_method_auto_assignable: true,
    ...Object.fromEntries(
      ZERO_POINTS.flatMap((field) => [
        [field, 0],
        [`${field}_in_currency`, money.inCurrency(0)],
      ]),
    ),
    discount_codes: priced.discounts.map((d) => d.code),
    product_discount_codes: productCodes,
    shipping_discount_codes: shippingCodes,
    discount_breakdown: {
      internal_discounts: money.value(t.discount_total),
      external_discounts: money.value(0),
      total_discounts: money.value(t.discount_total),
    },
    external_discount: { total: money.value(0), calculated_at: null, sources: {} },
    // The attributed rep is both: this platform has no separate volume assignment (README "Rep attribution").
    buyer_rep: rep && { id: rep.id, email: rep.email, full_name: rep.full_name, image_url: null, external_id: null },
    volume_rep: rep && { id: rep.id, email: rep.email, full_name: rep.full_name, image_url: null },
    shipping_method: priced.shipping_method
      ? { id: priced.shipping_method.id, name: priced.shipping_method.title }
      : null,
    available_shipping_methods: priced.shipping_methods.map((method) => ({
      id: method.id,
      title: method.title,
      ...moneyFields(money, { price: method.price }),
      delivery_time_estimate: method.delivery_time_estimate,
      price_label: method.price_label,
    })),
    payment_method: cart.payment ? { ...cart.payment, amount: money.value(Number(cart.payment.amount)) } : null,
    available_payment_methods: cart.state === 'open' ? availablePaymentMethods(route, options.cartToken) : [],
    payment_unavailable_reason: route.kind === 'none' ? ('no_gateway_for_country' as const) : null,
    payment_account:
      route.kind === 'gateway'
        ? {
            id: route.gateway.id,
            name: route.gateway.name,
            integration_type: route.gateway.integration_type,
            mode: route.gateway.mode,
            capture_method: route.gateway.capture_method,
          }
        : null,
    messages: priced.messages,
    metadata: cart.metadata,
    shipping_address: cart.shipping_address,
    billing_address: cart.billing_address,
    ship_to: addressWithId(cart.shipping_address),
    bill_to: addressWithId(cart.billing_address ?? cart.shipping_address),
    attribution: presentAttribution(cart.attribution),
    agreements: presentCartAgreements(cart, priced),
    country: priced.country,
    company: {
      id: priced.company.id,
      name: priced.company.name,
      logo_url: priced.company.logo_url ?? null,
      collect_phone: true,
      require_phone: checkout.require_phone,
      require_billing_zip: checkout.require_billing_zip,
      order_on_behalf: false,
      reward_points_enabled: false,
      reward_points_apply_to_subtotal: false,
      reward_points_label: null,
      collect_sms_marketing: checkout.collect_sms_marketing,
      collect_email_marketing: checkout.collect_email_marketing,
      bundle_subscriptions: priced.company.bundle_subscriptions ?? false,
      hide_volume_on_customer_surfaces: hideVolume,
      isolated_payment_tokens: false,
    },
    recurring: priced.recurring.map((charge) => {
      const terms = recurringTerms(charge, priced.company, money);
      return {
        ...moneyFields(money, { subtotal: charge.subtotal, renewal_price: charge.subtotal }),
        interval: charge.interval,
        interval_unit: charge.interval_unit,
        interval_unit_identifier: charge.interval_unit_identifier,
        subtotal_for_display: `${money.inCurrency(charge.subtotal)} ${charge.frequency}`,
        start_date: charge.start_date,
        frequency: terms.frequency,
        next_charge_date: terms.next_charge_date,
        cancellation: terms.cancellation,
        terms: terms.terms,
        terms_version: terms.terms_version,
      };
    }),
    enrollment_pack: enrollment && {
      enrollment_pack_id: enrollment.id,
      slug: enrollment.slug,
      token: null,
      title: enrollment.title,
      description: enrollment.description,
      ...moneyFields(money, { enrollment_fee: enrollment.enrollment_fee }),
      additional_volume: 0,
      canonical_url: `${storefrontUrl(priced.company.subdomain)}/enrollment_packs/${enrollment.slug}`,
      images: enrollment.image_url ? [{ image_url: enrollment.image_url }] : [],
      items: priced.lines
        .filter((line) => line.enrollment)
        .map((line) => ({
          id: line.id,
          product_id: line.product_id,
          variant_id: line.variant_id,
          title: line.product_title,
          quantity: line.quantity,
        })),
    },
    items: priced.lines.map((line) =>
      presentCartItem(line, plans, money, now, { hideVolume, enrollmentPackId: cart.enrollment_pack_id }),
    ),
  };
}

/** A cart priced before gateways existed pays as a company without gateways does. */
const BUILTIN_ROUTE: PaymentRoute = { kind: 'builtin' };

/** Payment states in which the cart needs no further payment method. */
const PAID_STATUSES = new Set(['authorized', 'captured']);

/** What the cart can pay with: the built-in test method, the routed gateway's method, or nothing. */
function availablePaymentMethods(route: PaymentRoute, cartToken: string) {
  if (route.kind === 'builtin') return [testPaymentMethod];
  if (route.kind === 'none') return [];
  return [paymentMethodListing(route.gateway, cartToken)];
}

/** A presented cart. */
export type CartView = ReturnType<typeof presentCart>;
