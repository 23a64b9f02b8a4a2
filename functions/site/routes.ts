import { z } from 'zod';
import { defineRoute } from '../../shared/edge/http/route';

const proxyParams = z.object({ proxy: z.string().max(4096).describe('The storefront path after the leading slash') });

const description =
  'Renders the shop named by the `Host` subdomain of the storefront domain (or the `X-Service-Shop` header) with its active theme, or the theme named by ' +
  '`preview_theme` with a valid `preview_token`. Visitor country: `CloudFront-Viewer-Country` only when deployed behind the storefront distribution (locally also the overrides `X-Visitor-Country` and `?country=`); language: `?lang=` or `Accept-Language`. ' +
  'Error pages follow the storefront error-page rules (404 with the URL unchanged, 503 for rendering errors and failed security checks, `Cache-Control: private, no-store`). ' +
  'Shop URLs in the page (`shop_url`, the canonical link) come from the storefront domain and the shop subdomain, never from `Host` or `X-Forwarded-*` headers, so a cached page is the same for every client. ' +
  'A theme render has a hard 500 ms deadline (it stops work inside a single filter too); past it the page answers the 503 error page.';

/** GET /: the storefront home page. */
export const renderHomeRoute = defineRoute({
  id: 'renderStorefrontHome',
  errors: ['unauthorized', 'forbidden', 'not_found', 'validation_failed'],
  method: 'GET',
  path: '/',
  handler: 'site/render-home',
  surface: 'site',
  auth: { kind: 'none' },
  namesShop: true,
  summary: 'Storefront home page (HTML)',
  description: `${description} A \`GET /\` naming no shop is the API host's root: a landing page linking \`/api/docs\`, \`/api/openapi.json\` and, on the local runtime, the demo shop and \`/health\`.`,
  response: { status: 200, contentType: 'text/html' },
});

/** GET /{proxy+}: every other storefront page (products, pages, rep sites, share links, /404). */
export const renderPageRoute = defineRoute({
  id: 'renderStorefrontPage',
  errors: ['unauthorized', 'forbidden', 'validation_failed'],
  method: 'GET',
  path: '/{proxy+}',
  handler: 'site/render-page',
  surface: 'site',
  auth: { kind: 'none' },
  namesShop: true,
  summary: 'Storefront page (HTML)',
  request: { params: proxyParams },
  description:
    `${description} Paths: \`/products/{slug}\`, \`/pages/{slug}\`, \`/collections/{slug}\`, \`/categories/{slug}\`, \`/posts/{slug}\`, \`/media/{slug}\`, ` +
    '`/playlists/{slug}`, `/enrollment_packs/{slug}`, `/{username}` (rep site), `/{username}/...` (rep links), `/s/{token}` (share links), `/404`. ' +
    'Templates receive the catalog (README "Theme objects"): collection and category pages list their live products a page at a time with `?page=<cursor>` (an unknown cursor is a 404). ' +
    'Shopper pages (README "Storefront cart and checkout"; `Cache-Control: private, no-store`): `/cart` (the cart of the `cart_token` cookie), `/checkout/{cart_token}` (the cart API `checkout_url`) and the order confirmation `/checkout/{cart_token}/order`. ' +
    'Unmatched `/api` paths answer the JSON 404/405 envelopes.',
  response: { status: 200, contentType: 'text/html' },
});

/** POST /{proxy+}: storefront form submissions, which must carry a valid form token. */
export const submitFormRoute = defineRoute({
  id: 'submitStorefrontForm',
  errors: ['unauthorized', 'forbidden', 'validation_failed', 'conflict', 'payment_declined'],
  method: 'POST',
  path: '/{proxy+}',
  handler: 'site/submit-form',
  // "Place order" completes the cart as the checkout API does: subscribed lines become autoship subscriptions with their
  // renewal schedules, and an enrollment cart's new member is mailed a sign-in link.
  uses: ['renewal-schedules', 'mail'],
  surface: 'site',
  auth: { kind: 'none' },
  namesShop: true,
  summary: 'Storefront form submission',
  request: { params: proxyParams },
  description:
    'Forms carry the signed, expiring `form_token` their page rendered; a missing or expired one renders the 503 page. ' +
    'Cart and checkout forms (`/cart` with `action` add, update, remove, apply_discount, remove_discount; `/checkout/{cart_token}` with save or place) act through the checkout API domain functions, set or clear the `cart_token` cookie (HttpOnly, SameSite=Lax, path `/`, Secure over https) and redirect; a refusal re-renders the page with its messages (422, or 409 for a cart changed in another tab).',
  response: { status: 302, contentType: 'text/html' },
});

/** POST /: a form on the home page (the greedy `/{proxy+}` needs at least one segment). */
export const submitHomeFormRoute = defineRoute({
  id: 'submitStorefrontHomeForm',
  errors: ['unauthorized', 'forbidden', 'not_found', 'validation_failed', 'conflict', 'payment_declined'],
  method: 'POST',
  path: '/',
  handler: 'site/submit-home-form',
  surface: 'site',
  auth: { kind: 'none' },
  namesShop: true,
  summary: 'Storefront home page form submission',
  description: submitFormRoute.description,
  response: { status: 302, contentType: 'text/html' },
});

export const siteRoutes = [renderHomeRoute, renderPageRoute, submitHomeFormRoute, submitFormRoute];
