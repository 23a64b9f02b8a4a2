// What the carts route modules share.

/** Path of the checkout surface's carts. */
export const CARTS_BASE = '/api/checkout/v2026-04/carts';

export const cartToken = { kind: 'cart_token' } as const;

// The description texts shared by several routes are functions: an unused top-level string built
// with `+` stays in a bundle (esbuild cannot tell it is pure), and function bundles keep no route
// documentation (lib/bundling/documentation-free-source.ts).

/** How a route that prices the cart answers when a pricing callback fails; every such route's description ends with it. */
export const pricingRules = (): string =>
  "Pricing asks the shop's `shipping_options` then `tax_calculation` callbacks, each at most once per request and within the request's time budget (5 s each at most, less when the request is short of time); a callback that fails, times out or has no time left gives the fallback pricing with `meta.totals_stale: true`, never a 5xx.";

export const writeRules = (): string =>
  ' Optional `If-Match: "<state_revision>"`: a write against another revision is a 409 (two tabs cannot silently overwrite each other); without it a lost race is re-applied on the fresh cart until it lands (last writer wins). ' +
  'Success `meta` carries `shop_url`, `checkout_url`, `totals_stale`; every cart-scoped 4xx carries `meta.shop_url` and `meta.cart`. A completed cart refuses writes (409). Emits `cart_updated`. ' +
  pricingRules();
