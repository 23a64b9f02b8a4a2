import type { CountryView } from '../company/company-countries';
import type { CallbackOutcome } from '../callbacks/invoke-callback';
import { CallbackSession } from '../callbacks/callback-session';
import type { Address } from './cart-entity';
import type { PricedLine, ShippingMethod } from './priced-cart';
import { fallbackTax, type TaxAnswer } from './tax-rules';

/** Fallback reasons that are not failures: the company simply does not use the callback here. */
const NOT_FAILURES = new Set(['not_registered', 'inactive', 'country_excluded']);

/** Who answered a callback that priced the cart, for the buyer-facing note: the owner's name and kind, or undefined when the platform answered. */
export function answeredBy(
  outcome: CallbackOutcome<'tax_calculation'> | CallbackOutcome<'shipping_options'>,
  companyName: string,
): string | undefined {
  if (outcome.source !== 'callback') return undefined;
  if (outcome.owner.type === 'company') return companyName;
  return `${outcome.owner.name ?? 'an app'} (${outcome.owner.type === 'partner' ? 'partner' : 'app'})`;
}

/** Whether an outcome used the fallback because the callback failed (totals are then stale). */
export function failedOver(outcome: CallbackOutcome<'tax_calculation'> | CallbackOutcome<'shipping_options'>): boolean {
  return outcome.source === 'fallback' && !NOT_FAILURES.has(outcome.reason);
}

/** What both quotes know about the cart. */
export interface QuoteCart {
  companyId: number;
  /** The shop's name, for the note naming who answered a callback. */
  companyName: string;
  cartId: number;
  currency: string;
  country: CountryView;
  shippingAddress: Address | null;
  lines: readonly PricedLine[];
}

function destination(cart: QuoteCart) {
  const address = cart.shippingAddress;
  return {
    country_code: cart.country.iso,
    subdivision_code: address?.subdivision_code ?? null,
    postal_code: address?.postal_code ?? null,
    city: address?.city ?? null,
  };
}

/**
 * The platform's own shipping methods (the callback's documented fallback): the catalog's
 * per-unit shipping of each variant in the cart's country, summed as one `standard` method;
 * `included` at no charge when every line's price includes shipping.
 */
export function fallbackShippingMethods(lines: readonly PricedLine[]): ShippingMethod[] {
  if (lines.length === 0) return [];
  const charged = lines.filter((line) => !line.shipping_included_in_price);
  if (charged.length === 0)
    return [
      { id: 'included', title: 'Shipping included', price: 0, delivery_time_estimate: null, price_label: 'Included' },
    ];
  const price = charged.reduce((sum, line) => sum + (line.shipping_per_unit ?? 0) * line.quantity, 0);
  return [
    {
      id: 'standard',
      title: 'Standard shipping',
      price,
      delivery_time_estimate: null,
      price_label: price === 0 ? 'Free' : null,
    },
  ];
}

/** The shipping methods for the cart: from the company's `shipping_options` callback, else the fallback. */
export async function quoteShipping(
  cart: QuoteCart,
  subTotal: number,
  callbacks: CallbackSession = new CallbackSession(),
): Promise<{ methods: ShippingMethod[]; stale: boolean; answeredBy?: string }> {
  const fallback = { shipping_options: fallbackShippingMethods(cart.lines) };
  const outcome = await callbacks.invoke({
    companyId: cart.companyId,
    definition: 'shipping_options',
    countryCode: cart.country.iso,
    payload: {
      cart: {
        token: String(cart.cartId),
        currency_code: cart.currency,
        shipping_address: destination(cart),
        line_items: cart.lines.map((line) => ({
          id: line.id,
          sku: line.sku,
          quantity: line.quantity,
          unit_price: line.unit_price,
          total: line.total,
          weight_grams: null,
          requires_shipping: !line.shipping_included_in_price,
        })),
        sub_total: subTotal,
      },
    },
    fallback,
  });
  const methods = outcome.response.shipping_options.map((option) => ({
    ...option,
    price_label: option.price_label ?? null,
  }));
  return { methods, stale: failedOver(outcome), answeredBy: answeredBy(outcome, cart.companyName) };
}

/** Tax for the discounted lines and the shipping charged: the company's `tax_calculation` callback, else the country rate. */
export async function quoteTax(
  cart: QuoteCart,
  shippingCharged: number,
  discountTotal: number,
  callbacks: CallbackSession = new CallbackSession(),
): Promise<{ tax: TaxAnswer; stale: boolean; answeredBy?: string }> {
  const taxable = cart.lines.map((line) => ({ id: line.id, total: line.total_after_discounts, taxable: true }));
  const fallback = fallbackTax(taxable, shippingCharged, cart.country);
  const outcome = await callbacks.invoke({
    companyId: cart.companyId,
    definition: 'tax_calculation',
    countryCode: cart.country.iso,
    payload: {
      cart: {
        token: String(cart.cartId),
        currency_code: cart.currency,
        price_inclusive_of_tax: cart.country.price_inclusive_of_tax,
        shipping_address: destination(cart),
        line_items: cart.lines.map((line) => ({
          id: line.id,
          sku: line.sku,
          quantity: line.quantity,
          unit_price: line.unit_price,
          total: line.total_after_discounts,
          taxable: true,
        })),
        shipping_total: shippingCharged,
        discount_total: discountTotal,
      },
    },
    fallback,
  });
  return {
    tax: { ...outcome.response, tax_label: outcome.response.tax_label ?? fallback.tax_label },
    stale: failedOver(outcome),
    answeredBy: answeredBy(outcome, cart.companyName),
  };
}
