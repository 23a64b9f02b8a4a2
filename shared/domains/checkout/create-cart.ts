import { findCompanyCountry } from '../company/company-countries';
import { ValidationFailed } from '../../platform/errors/domain-error';
import { newNumericId } from '../../platform/ids';
import { resolveAttribution, type AttributionInput } from './resolve-attribution';
import type { Cart } from './cart-entity';
import { cartTtl, saveCart } from './cart-store';
import { hashCartToken, newCartToken } from './cart-token';
import { addLines, refuseUnsellable } from './cart-lines';
import { priceCart, type PriceCartOptions } from './price-cart';
import type { PricedCart } from './priced-cart';
import { resolveItems, type ItemInput } from './resolve-items';
import { packRef, withEnrollmentPack, type EnrollmentPackInput } from './cart-enrollment';
import { requireLivePack } from '../enrollment/enrollment-pack';
import { normalizeEmail } from '../../platform/schema/email';

/** What a shopper starts a cart with (validated by the route). */
export interface NewCart extends EnrollmentPackInput {
  country_code: string;
  email?: string | null;
  language_iso?: string;
  items?: ItemInput[];
  /** What the shopper arrived through; resolved to a rep or dropped (README "Rep attribution"). */
  attribution?: AttributionInput;
}

/**
 * Creates a cart for the shop in one of its countries: the country fixes the currency, tax and
 * price-inclusive rules; items (by variant, product optional) are priced from the catalog (422
 * naming the item the catalog does not sell there); the rep the shopper arrived through is
 * recorded once, here. Returns the cart token, shown in this response and never stored in clear.
 */
export async function createCart(
  companyId: number,
  input: NewCart,
  options: PriceCartOptions = {},
): Promise<{ token: string; cart: Cart; priced: PricedCart }> {
  const country = await findCompanyCountry(companyId, input.country_code);
  if (!country) throw new ValidationFailed({ 'cart.country_code': [`is not a country this shop sells in`] });
  const now = options.now ?? new Date();
  const token = newCartToken();
  const attribution = input.attribution ? await resolveAttribution(companyId, input.attribution, now) : null;
  const at = now.toISOString();
  const empty: Cart = {
    id: newNumericId(now.getTime()),
    company_id: companyId,
    token_hash: hashCartToken(token),
    state: 'open',
    state_revision: 1,
    country_code: country.iso,
    currency_code: country.currency_code,
    language_iso: input.language_iso ?? 'en',
    email: input.email ? normalizeEmail(input.email) : null,
    phone: null,
    email_marketing: false,
    sms_marketing: false,
    shipping_address: null,
    billing_address: null,
    lines: [],
    next_line_id: 1,
    discount_codes: [],
    shipping_method_id: null,
    metadata: {},
    priced: {},
    payment: null,
    order_id: null,
    attribution,
    enrollment_pack_id: null,
    accepted_agreements: [],
    created_at: at,
    updated_at: at,
    completed_at: null,
  };
  const items = input.items?.length ? await resolveItems(companyId, input.items, 'cart.items') : [];
  const ref = packRef(input);
  const packField = input.enrollment_pack_slug === undefined ? 'cart.enrollment_pack_id' : 'cart.enrollment_pack_slug';
  const pack = ref ? await requireLivePack(companyId, ref, packField) : null;
  const cart = { ...(await withEnrollmentPack(addLines(empty, items), pack, packField)), ttl: cartTtl(empty, now) };
  const priced = await priceCart(cart, { ...options, now });
  refuseUnsellable(
    cart.lines.map((line) => line.id),
    priced,
    'cart.items',
  );
  await saveCart(cart, priced, undefined);
  return { token, cart, priced };
}
