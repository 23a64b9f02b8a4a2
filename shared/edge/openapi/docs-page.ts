import { docsAssetVersion, type DocsAssetName } from './docs-assets';

/**
 * Content-Security-Policy of the reference page. Scripts only from this API (the init script is
 * a file, not inline); styles also inline because Swagger UI sets style attributes; images also
 * `data:` for the icons its stylesheet embeds; requests (the document, "Try it out") only to this
 * API and `apiOrigin`.
 */
export function docsContentSecurityPolicy(apiOrigin?: string): string {
  const connect = ["'self'", ...(apiOrigin ? [apiOrigin] : [])].join(' ');
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** URL of an asset relative to the page (`<base>/api/docs` → `<base>/api/docs/assets/...`), so a stage prefix is kept. */
function assetUrl(name: DocsAssetName): string {
  return `docs/assets/${name}?v=${docsAssetVersion(name)}`;
}

/** The reference page: Swagger UI from this API's own assets, no CDN. */
export function docsPageHtml(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Commerce Platform API reference</title>
    <link rel="icon" type="image/png" href="${assetUrl('favicon-32x32.png')}">
    <link rel="stylesheet" href="${assetUrl('swagger-ui.css')}">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <noscript>This page needs JavaScript. The OpenAPI document itself is at <a href="openapi.json">openapi.json</a>.</noscript>
    <script src="${assetUrl('swagger-ui-bundle.js')}"></script>
    <script src="${assetUrl('swagger-ui-standalone-preset.js')}"></script>
    <script src="${assetUrl('docs-init.js')}"></script>
  </body>
</html>
`;
}
