import { PRICING_ROUTE_TIMEOUT_SECONDS } from '../../shared/domains/checkout/pricing-time-budget';
import { defineRoute } from '../../shared/edge/http/route';
import { cartResponseBody, email, itemBody, onePackRef, onePackRefError, packSlug } from './schemas';
import { CARTS_BASE, pricingRules } from './route-common';
import { z } from 'zod';
import { MAX_CART_LINES } from '../../shared/domains/checkout/cart-entity';
import { countryCode } from './address-schemas';
import { storableId } from '../../shared/platform/schema/storable';

const username = z.string().trim().min(1).max(64);

/** What the shopper arrived through, as the storefront saw it: one source, resolved to a rep by the server. */
const attributionBody = z
  .object({
    share_link: z
      .string()
      .min(1)
      .max(64)
      .describe('The share link token (`/s/<token>`; the page it redirects to carries it as `?share=<token>`)'),
    rep_site: username.describe('The rep site username the shopper is browsing (`/{username}/...`)'),
    referral: username.describe('The value of a referral parameter (`?ref=<username>`)'),
  })
  .partial()
  .strict()
  .refine((given) => Object.keys(given).length === 1, 'must name exactly one of share_link, rep_site, referral')
  .describe(
    'The rep the shopper arrived through (README "Rep attribution"): an unknown link or username, an inactive rep or a link no rep shared attribute nothing',
  );

/** Body of POST /api/checkout/v2026-04/carts. */
const createCartBody = z
  .object({
    country_code: countryCode.describe("One of the shop's countries: fixes currency, tax and price-inclusive rules"),
    email: email.nullish(),
    language_iso: z
      .string()
      .regex(/^[a-z]{2}$/, 'must be an ISO 639-1 code')
      .optional()
      .describe('Default `en`; with the country it picks the money format locale'),
    items: z.array(itemBody).max(MAX_CART_LINES).optional(),
    attribution: attributionBody.optional(),
    enrollment_pack_id: storableId
      .optional()
      .describe(
        'A live enrollment pack of the shop offered in `country_code` (else 422): its products become `enrollment` items and its fee is charged (README "Enrollment")',
      ),
    enrollment_pack_slug: packSlug.optional(),
  })
  .strict()
  .refine(onePackRef, onePackRefError);

/** POST /api/checkout/v2026-04/carts: a new cart for the shop the request names. */
export const createCartRoute = defineRoute({
  id: 'createCart',
  errors: ['not_found', 'unauthorized', 'forbidden'],
  method: 'POST',
  path: CARTS_BASE,
  handler: 'carts/create-cart',
  timeoutSeconds: PRICING_ROUTE_TIMEOUT_SECONDS,
  surface: 'checkout',
  auth: { kind: 'none' },
  namesShop: true,
  summary: 'Create a cart',
  description:
    'No bearer. The shop is identified as on the public storefront: `X-Service-Shop: <shop>`, the `Host` subdomain of the storefront domain, or a `pub_` token (404 for an unknown shop). ' +
    "`country_code` must be one of the shop's countries and fixes the currency, tax and price-inclusive rules. Items are `{variant_id, quantity, product_id?, metadata?}` priced from the catalog: the variant's product is looked up (when `product_id` is sent it must be the variant's own; 422 naming the item otherwise, for an unknown variant, or for a variant not sold there). " +
    '`attribution` names what the shopper arrived through (exactly one of `share_link`, `rep_site`, `referral`): it is resolved to an active rep of the shop and recorded once, here, as `cart.attribution` with `buyer_rep` and `volume_rep` (the same rep), and carried onto the order and `order_created`; an unknown link or username, a link no rep shared or an inactive rep attribute nothing (README "Rep attribution"). ' +
    'The response carries `cart.cart_token`, a 256-bit secret that authenticates every further cart call; it is stored hashed. Emits `cart_created`. ' +
    pricingRules(),
  request: { body: createCartBody },
  response: { status: 201, body: cartResponseBody(), exact: true },
});
