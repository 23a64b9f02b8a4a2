import { z } from 'zod';

// What the site route modules share.

export const proxyParams = z.object({
  proxy: z.string().max(4096).describe('The storefront path after the leading slash'),
});

export const description =
  'Renders the shop named by the `Host` subdomain of the storefront domain (or the `X-Service-Shop` header) with its active theme, or the theme named by ' +
  '`preview_theme` with a valid `preview_token`. Visitor country: `CloudFront-Viewer-Country` only when deployed behind the storefront distribution (locally also the overrides `X-Visitor-Country` and `?country=`); language: `?lang=` or `Accept-Language`. ' +
  'Error pages follow the storefront error-page rules (404 with the URL unchanged, 503 for rendering errors and failed security checks, `Cache-Control: private, no-store`). ' +
  'Shop URLs in the page (`shop_url`, the canonical link) come from the storefront domain and the shop subdomain, never from `Host` or `X-Forwarded-*` headers, so a cached page is the same for every client. ' +
  'A theme render has a hard 500 ms deadline (it stops work inside a single filter too); past it the page answers the 503 error page.';
