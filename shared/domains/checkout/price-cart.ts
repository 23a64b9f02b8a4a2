import { findCompanyCountry, type CountryView } from '../company/company-countries';
import { getCompany } from '../company/company-store';
import { listGateways } from '../payments/gateway-store';
import { routePayment } from '../payments/gateway-routing';
import { getStorefrontSettings } from '../site-settings/storefront-settings-store';
import { defaultTaxSettings } from '../company/company-country-entity';
import { countryFactsOnDemand } from '../company/stored-country-facts';
import type { CallbackSession } from '../callbacks/callback-session';
import { findVariants } from '../storefront/catalog/find-variants';
import { findPlans } from '../storefront/plans/plan-store';
import type { Cart } from './cart-entity';
import { quoteShipping, quoteTax } from './callback-quotes';
import { applicableAgreements } from './cart-agreements';
import { priceDiscountCodes, type CodePricing } from './price-discount-codes';
import { moneyWriter } from './money-mode';
import { priceLines } from './price-lines';
import type { CartMessages, PricedCart, PricedDiscount } from './priced-cart';
import { recurringCharges } from './recurring';
import { findEnrollmentPack, packCountryRefusal } from '../enrollment/enrollment-pack';
import { enrollmentFeeIn } from '../enrollment/enrollment-fee';
import { computeTotals, shippingCharged } from './totals';
import { lineVolume } from '../volume/line-volume';
import { sumVolumes } from '../volume/volume-amount';

/** Overrides for tests and benches. */
export interface PriceCartOptions {
  now?: Date;
  /**
   * The request's callbacks: its time budget, and the answers a re-pricing of the same request reuses.
   * @default - a session of this pricing alone, bounded only by the callbacks' timeouts
   */
  callbacks?: CallbackSession;
}

/**
 * Prices a cart from scratch: its country's tax settings, the catalog's prices for its lines
 * (one BatchGetItem), the plans they may be subscribed on, its codes, shipping methods and tax
 * (the company's callbacks, or the fallbacks, flagging `totals_stale` when a callback failed), and
 * the agreements that apply to it (one Query).
 * Every cart write calls this; reads answer the stored result.
 */
export async function priceCart(cart: Cart, options: PriceCartOptions = {}): Promise<PricedCart> {
  const now = options.now ?? new Date();
  const messages: CartMessages = { errors: [], warnings: [], info: [] };
  const [country, company, settings, pack, agreements, gateways] = await Promise.all([
    cartCountry(cart, messages),
    getCompany(cart.company_id),
    getStorefrontSettings(cart.company_id),
    cart.enrollment_pack_id === null ? undefined : findEnrollmentPack(cart.company_id, cart.enrollment_pack_id),
    applicableAgreements(cart),
    listGateways(cart.company_id),
  ]);
  if (cart.enrollment_pack_id !== null && !pack?.live)
    messages.errors.push(
      'The enrollment pack is no longer offered; remove it (enrollment_pack_id: null) or choose another',
    );
  else if (pack) {
    const elsewhere = packCountryRefusal(pack, cart.country_code);
    if (elsewhere)
      messages.errors.push(`The enrollment pack ${elsewhere}; remove it (enrollment_pack_id: null) or choose another`);
  }
  const enrollment = pack
    ? {
        id: pack.id,
        slug: pack.slug,
        title: pack.title,
        description: pack.description,
        image_url: pack.image_url,
        enrollment_fee: enrollmentFeeIn(pack.enrollment_fee, company.currency_code, cart.currency_code),
        member_type: pack.member_type,
      }
    : null;
  const catalog = await findVariants(cart.company_id, cart.lines, cart.country_code);
  const planIds = [
    ...[...catalog.values()].flatMap((variant) => variant.subscription_plan_ids),
    ...cart.lines.flatMap((line) => line.subscription_plan_id ?? []),
  ];
  const plans = await findPlans(cart.company_id, planIds);
  const lines = priceLines(cart.lines, { catalog, plans, currency: cart.currency_code, countryName: country.name });
  const subTotal = lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0);

  const money = moneyWriter(cart.currency_code, `${cart.language_iso}-${cart.country_code}`, 'integer');
  const discountable = lines.map((line) => ({
    id: line.id,
    amount: line.unit_price * line.quantity,
    product_id: line.product_id,
    category_ids: line.category_ids,
    collection_ids: line.collection_ids,
  }));
  const codes =
    cart.discount_codes.length === 0
      ? WITHOUT_CODES
      : await priceDiscountCodes(cart, { now, subTotal, lines: discountable, format: money.inCurrency });
  const { allocation } = codes;
  for (const line of lines) {
    line.total = line.unit_price * line.quantity;
    line.discount_amount = allocation.byLine.get(line.id) ?? 0;
    line.total_after_discounts = line.total - line.discount_amount;
    const volume = lineVolume(line);
    line.cv_total = volume.cv;
    line.qv_total = volume.qv;
  }

  const quoteCart = {
    companyId: cart.company_id,
    companyName: company.name,
    cartId: cart.id,
    currency: cart.currency_code,
    country,
    shippingAddress: cart.shipping_address,
    lines,
  };
  const shipping =
    lines.length > 0 ? await quoteShipping(quoteCart, subTotal, options.callbacks) : { methods: [], stale: false };
  const chosen = shipping.methods.find((method) => method.id === cart.shipping_method_id) ?? null;
  if (cart.shipping_method_id && !chosen)
    messages.warnings.push('The chosen shipping method is no longer available; choose another');
  const charged = shippingCharged(chosen?.price ?? 0, allocation);
  const itemDiscounts = [...allocation.byLine.values()].reduce((sum, amount) => sum + amount, 0);
  const {
    tax,
    stale: taxStale,
    answeredBy: taxBy,
  } = lines.length > 0
    ? await quoteTax(quoteCart, charged, itemDiscounts, options.callbacks)
    : { tax: { line_items: [], shipping_tax: 0, tax_total: 0, tax_label: null }, stale: false, answeredBy: undefined };
  const { lines: lineTotals, ...totals } = computeTotals({
    lines,
    discounts: allocation,
    shipping: chosen?.price ?? 0,
    tax,
    price_inclusive_of_tax: country.price_inclusive_of_tax,
    enrollment_fee: enrollment?.enrollment_fee ?? 0,
  });
  for (const line of lines) line.tax = lineTotals.get(line.id)!.tax;

  const discounts = codes.discounts(totals.shipping_discount);
  const totalsStale = shipping.stale || taxStale;
  collectMessages(messages, {
    cart,
    lines,
    discounts,
    methods: shipping.methods,
    chosen: chosen !== null,
    totalsStale,
  });
  // Which registration answered (the selection rule in choose-registration.ts), so a merchant can tell whose answer priced the cart.
  if (shipping.answeredBy) messages.info.push(`Shipping options by ${shipping.answeredBy}`);
  if (taxBy) messages.info.push(`Tax calculated by ${taxBy}`);
  const recurring = recurringCharges(
    lines
      .filter((line) => line.subscription && plans.has(line.subscription_plan_id!))
      .map((line) => ({
        quantity: line.quantity,
        unit_price: line.unit_price,
        plan: plans.get(line.subscription_plan_id!)!,
      })),
    now,
  );
  return {
    lines,
    totals,
    discounts,
    shipping_methods: shipping.methods,
    shipping_method: chosen,
    tax_label: tax.tax_label ?? 'Tax',
    country,
    company: {
      id: company.id,
      name: company.name,
      email: company.email,
      subdomain: company.subdomain,
      logo_url: settings.logo_url,
      checkout: settings.checkout,
      bundle_subscriptions: company.bundle_subscriptions,
    },
    plans: [...plans.values()],
    recurring,
    enrollment,
    volume: sumVolumes(lines.map((line) => ({ cv: line.cv_total, qv: line.qv_total }))),
    agreements,
    totals_stale: totalsStale,
    payment_route: routePayment(gateways, cart.country_code, cart.currency_code),
    messages,
    priced_at: now.toISOString(),
  };
}

/** Pricing of a cart without codes: nothing off, no rows. */
const WITHOUT_CODES: CodePricing = {
  allocation: { byLine: new Map(), byCode: new Map(), freeShipping: false },
  discounts: () => [],
};

async function cartCountry(cart: Cart, messages: CartMessages): Promise<CountryView> {
  const country = await findCompanyCountry(cart.company_id, cart.country_code);
  if (country) return country;
  messages.errors.push(`The shop no longer sells in ${cart.country_code}`);
  return { id: 0, ...(await countryFactsOnDemand(cart.country_code))!, ...defaultTaxSettings };
}

function collectMessages(
  messages: CartMessages,
  state: {
    cart: Cart;
    lines: PricedCart['lines'];
    discounts: PricedDiscount[];
    methods: PricedCart['shipping_methods'];
    chosen: boolean;
    totalsStale: boolean;
  },
): void {
  for (const line of state.lines) messages.errors.push(...line.errors);
  for (const discount of state.discounts)
    if (discount.refusal) messages.warnings.push(`Discount code ${discount.code} ${discount.refusal}`);
  if (state.totalsStale)
    messages.warnings.push(
      'Tax or shipping could not be confirmed with the shop; totals are estimates and are checked again at checkout',
    );
  if (state.lines.length === 0) messages.info.push('The cart is empty');
  if (state.lines.length > 0 && state.methods.length === 0)
    messages.errors.push('No shipping method is available for this destination');
  if (!state.cart.email) messages.info.push('Add an email address');
  if (!state.cart.shipping_address) messages.info.push('Add a shipping address');
  if (state.methods.length > 0 && !state.chosen) messages.info.push('Choose a shipping method');
}
