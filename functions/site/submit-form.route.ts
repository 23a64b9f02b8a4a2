import { defineRoute } from '../../shared/edge/http/route';
import { proxyParams } from './route-common';

/** POST /{proxy+}: storefront form submissions, which must carry a valid form token. */
export const submitFormRoute = defineRoute({
  id: 'submitStorefrontForm',
  errors: ['unauthorized', 'forbidden', 'validation_failed', 'conflict', 'payment_declined'],
  method: 'POST',
  path: '/{proxy+}',
  handler: 'site/submit-form',
  // "Place order" completes the cart as the checkout API does: subscribed lines become autoship subscriptions with their
  // renewal schedules, and an enrollment cart's new member is mailed a sign-in link.
  uses: ['renewal-schedules', 'mail', 'storefront-origin'],
  surface: 'site',
  auth: { kind: 'none' },
  namesShop: true,
  summary: 'Storefront form submission',
  request: { params: proxyParams },
  description:
    'Forms carry the signed, expiring `form_token` their page rendered; a missing or expired one renders the 503 page. ' +
    "A post another site sent renders the same 503 page and sets no cookie: a `Sec-Fetch-Site` other than `same-origin` or `none`, or an `Origin` other than the shop's configured address; a post with neither header needs only a valid `form_token`. " +
    'Cart and checkout forms (`/cart` with `action` add, update, remove, apply_discount, remove_discount; `/checkout/{cart_token}` with save or place) act through the checkout API domain functions, set or clear the `cart_token` cookie (HttpOnly, SameSite=Lax, path `/`, Secure over https) and redirect; a refusal re-renders the page with its messages (422, or 409 for a cart changed in another tab).',
  response: { status: 302, contentType: 'text/html' },
});
