import { PRICING_ROUTE_TIMEOUT_SECONDS } from '../../shared/domains/checkout/pricing-time-budget';
import { updateCartAnsweredKeys, updateCartItemAnsweredKeys } from './cart-answered-keys';
import { defineRoute } from '../../shared/edge/http/route';
import {
  addItemsBody,
  applyDiscountBody,
  cartDiscountParams,
  cartItemParams,
  cartParams,
  cartResponseBody,
  createCartBody,
  publicCartResponseBody,
  subscribeItemBody,
  updateCartBody,
  updateItemBody,
} from './schemas';

/** Path of the checkout surface's carts. */
export const CARTS_BASE = '/api/checkout/v2026-04/carts';
const cartToken = { kind: 'cart_token' } as const;
// The description texts shared by several routes are functions: an unused top-level string built
// with `+` stays in a bundle (esbuild cannot tell it is pure), and function bundles keep no route
// documentation (lib/bundling/documentation-free-source.ts).

/** How a route that prices the cart answers when a pricing callback fails; every such route's description ends with it. */
export const pricingRules = (): string =>
  'Pricing asks the shop\'s `shipping_options` then `tax_calculation` callbacks, each at most once per request and within the request\'s time budget (5 s each at most, less when the request is short of time); a callback that fails, times out or has no time left gives the fallback pricing with `meta.totals_stale: true`, never a 5xx.';
const writeRules = (): string =>
  ' Optional `If-Match: "<state_revision>"`: a write against another revision is a 409 (two tabs cannot silently overwrite each other); without it a lost race is re-applied on the fresh cart until it lands (last writer wins). ' +
  'Success `meta` carries `shop_url`, `checkout_url`, `totals_stale`; every cart-scoped 4xx carries `meta.shop_url` and `meta.cart`. A completed cart refuses writes (409). Emits `cart_updated`. ' +
  pricingRules();

// Each route is built when first read (builtOnce): a cart function builds its own route's schemas at
// import, not every cart route's (issue 25 §2, cold starts); the manifest reads them all.

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

/** GET /api/checkout/v2026-04/carts/{cart_token}: the cart as last priced. */
export const getCartRoute = defineRoute({
    id: 'getCart',
    errors: ['unauthorized', 'forbidden'],
    method: 'GET',
    path: `${CARTS_BASE}/{cart_token}`,
    handler: 'carts/get-cart',
    surface: 'checkout',
    auth: cartToken,
    namesShop: true,
    summary: 'Show a cart',
    description: 'Answers the totals computed at the last write (one GetItem); `meta.totals_stale` says a tax or shipping callback failed then. Unknown token → 404. ETag is the `state_revision`.',
    request: { params: cartParams },
    response: { status: 200, body: cartResponseBody(), exact: true },
  });

/** PATCH /api/checkout/v2026-04/carts/{cart_token}: buyer details, addresses and shipping method. */
export const updateCartRoute = defineRoute({
    id: 'updateCart',
    errors: ['unauthorized', 'forbidden'],
    method: 'PATCH',
    path: `${CARTS_BASE}/{cart_token}`,
    handler: 'carts/update-cart',
    timeoutSeconds: PRICING_ROUTE_TIMEOUT_SECONDS,
    surface: 'checkout',
    auth: cartToken,
    namesShop: true,
    summary: 'Update cart details',
    description:
      "Sets email, phone, marketing consents, addresses (the shipping address must be in the cart's country) and `shipping_method_id` (one of `available_shipping_methods`). " +
      '`agreements: [{id, accepted}]` accepts (or withdraws) agreements of the cart\'s `agreements`, recording the version in force; an id not among them → 422 `errors["cart.agreements.<i>.id"]` (README "Agreements at checkout").' +
      writeRules(),
    request: { params: cartParams, body: updateCartBody },
    response: { status: 200, body: cartResponseBody(), exact: true, answered: updateCartAnsweredKeys },
  });

/** POST .../items: adds items. */
export const addCartItemsRoute = defineRoute({
    id: 'addCartItems',
    errors: ['unauthorized', 'forbidden'],
    method: 'POST',
    path: `${CARTS_BASE}/{cart_token}/items`,
    handler: 'carts/add-cart-items',
    timeoutSeconds: PRICING_ROUTE_TIMEOUT_SECONDS,
    surface: 'checkout',
    auth: cartToken,
    namesShop: true,
    summary: 'Add items to a cart',
    description: 'Items are `{variant_id, quantity, product_id?, metadata?}` (the product is looked up from the variant; a `product_id` sent must match). A variant already on the cart as a one-time item gets the quantity added. 422 naming the item for an unknown variant, a mismatched product, a variant the catalog does not sell in the cart country and currency, or whose tracked stock has fewer units left than the cart would hold.' + writeRules(),
    request: { params: cartParams, body: addItemsBody },
    response: { status: 200, body: cartResponseBody(), exact: true },
  });

/** PATCH .../items/{item_id}: quantity, metadata, or back to one-time. */
export const updateCartItemRoute = defineRoute({
    id: 'updateCartItem',
    errors: ['unauthorized', 'forbidden'],
    method: 'PATCH',
    path: `${CARTS_BASE}/{cart_token}/items/{item_id}`,
    handler: 'carts/update-cart-item',
    timeoutSeconds: PRICING_ROUTE_TIMEOUT_SECONDS,
    surface: 'checkout',
    auth: cartToken,
    namesShop: true,
    summary: 'Update a cart item',
    description: 'Sets `quantity` (1-999) or `metadata`; `subscription_plan_id: null` turns a subscribed item back into a one-time purchase. Raising a quantity beyond the tracked stock → 422 (`errors.quantity`); lowering one is always accepted. Unknown item → 404.' + writeRules(),
    request: { params: cartItemParams, body: updateItemBody },
    response: { status: 200, body: cartResponseBody(), exact: true, answered: updateCartItemAnsweredKeys },
  });

/** DELETE .../items/{item_id}: removes an item. */
export const removeCartItemRoute = defineRoute({
    id: 'removeCartItem',
    errors: ['unauthorized', 'forbidden'],
    method: 'DELETE',
    path: `${CARTS_BASE}/{cart_token}/items/{item_id}`,
    handler: 'carts/remove-cart-item',
    timeoutSeconds: PRICING_ROUTE_TIMEOUT_SECONDS,
    surface: 'checkout',
    auth: cartToken,
    namesShop: true,
    summary: 'Remove a cart item',
    description: 'Unknown item → 404.' + writeRules(),
    request: { params: cartItemParams },
    response: { status: 200, body: cartResponseBody(), exact: true },
  });

/** POST .../discount: applies a code (SPEC "Cart discount"). */
export const applyCartDiscountRoute = defineRoute({
    id: 'applyCartDiscount',
    errors: ['unauthorized', 'forbidden'],
    method: 'POST',
    path: `${CARTS_BASE}/{cart_token}/discount`,
    handler: 'carts/apply-cart-discount',
    timeoutSeconds: PRICING_ROUTE_TIMEOUT_SECONDS,
    surface: 'checkout',
    auth: cartToken,
    namesShop: true,
    summary: 'Apply a discount code',
    description:
      'Not idempotent: the same code twice is a 422. Each refusal is a 422 with its own `errors.discount_code` message: already applied, more than 5 codes, unknown, inactive, not started, expired, usage limit reached (in total or for the cart email), ' +
      'not available in the cart currency, minimum subtotal not met, no item it applies to. Codes are matched case-insensitively; `discount_codes`, `discount_breakdown` and the totals reflect it. Usage is consumed when the order is placed.' +
      writeRules(),
    request: { params: cartParams, body: applyDiscountBody },
    response: { status: 200, body: cartResponseBody(), exact: true },
  });

/** DELETE .../discount/{discount_code}: removes a code. */
export const removeCartDiscountRoute = defineRoute({
    id: 'removeCartDiscount',
    errors: ['unauthorized', 'forbidden'],
    method: 'DELETE',
    path: `${CARTS_BASE}/{cart_token}/discount/{discount_code}`,
    handler: 'carts/remove-cart-discount',
    timeoutSeconds: PRICING_ROUTE_TIMEOUT_SECONDS,
    surface: 'checkout',
    auth: cartToken,
    namesShop: true,
    summary: 'Remove a discount code',
    description: 'Matched case-insensitively; 404 when the cart does not hold the code. Totals are recomputed.' + writeRules(),
    request: { params: cartDiscountParams },
    response: { status: 200, body: cartResponseBody(), exact: true },
  });

/** POST /api/public/v2025-06/commerce/carts/{cart_token}/items/{item_id}/subscribe (SPEC "Subscribe a cart item"). */
export const subscribeCartItemRoute = defineRoute({
    id: 'subscribeCartItem',
    errors: ['unauthorized', 'forbidden'],
    method: 'POST',
    path: '/api/public/v2025-06/commerce/carts/{cart_token}/items/{item_id}/subscribe',
    handler: 'carts/subscribe-cart-item',
    timeoutSeconds: PRICING_ROUTE_TIMEOUT_SECONDS,
    surface: 'public',
    auth: cartToken,
    namesShop: true,
    summary: 'Subscribe a cart item',
    description:
      'Converts a one-time item into a subscription on `subscription_plan_id`: the plan must be an active plan of the shop attached to the item product and the variant must allow subscription (422 with the reason). ' +
      'The item is charged its subscription price; `subscription`, `subscription_plan_id`, `subscription_price`, `subscribe_and_save`, the cart `recurring` and `contains_subscription` update. ' +
      'Money is written as decimal strings on this surface. Success `meta{checkout_url, shop_url, request_id, timestamp}`; errors carry `meta.shop_url` and `meta.cart`. Emits `cart_updated`.',
    request: { params: cartItemParams, body: subscribeItemBody },
    response: { status: 200, body: publicCartResponseBody(), exact: true },
  });

/**
 * The checkout surface's cart routes but completion, for the manifest (which lists completion,
 * complete-routes.ts, then subscribeCartItemRoute, the public surface's, after them).
 */
export const cartRoutes = () => [
  createCartRoute,
  getCartRoute,
  updateCartRoute,
  addCartItemsRoute,
  updateCartItemRoute,
  removeCartItemRoute,
  applyCartDiscountRoute,
  removeCartDiscountRoute,
];
