import { defineRoute } from '../../shared/edge/http/route';
import { description, proxyParams } from './route-common';

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
  uses: ['storefront-origin'],
  summary: 'Storefront page (HTML)',
  request: { params: proxyParams },
  description:
    `${description} Paths: \`/products/{slug}\`, \`/pages/{slug}\`, \`/collections/{slug}\`, \`/categories/{slug}\`, \`/posts/{slug}\`, \`/media/{slug}\`, ` +
    '`/playlists/{slug}`, `/enrollment_packs/{slug}`, `/{username}` (rep site), `/{username}/...` (rep links), `/s/{token}` (share links), `/404`. ' +
    'Templates receive the catalog (README "Theme objects"): collection and category pages list their live products a page at a time with `?page=<cursor>` (an unknown cursor is a 404). ' +
    'Shopper pages (README "Storefront cart and checkout"; `Cache-Control: private, no-store`): `/cart` (the cart of the `cart_token` cookie), `/checkout/{cart_token}` (the cart API `checkout_url`) and the order confirmation `/checkout/{cart_token}/order`. ' +
    'Unmatched `/api` paths answer the JSON 404/405 envelopes.',
  response: {
    status: 200,
    contentType: 'text/html',
    redirect: 'a share link `/s/{token}` redirects to the page it shares',
  },
});
