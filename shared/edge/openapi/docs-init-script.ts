/**
 * The reference page's start-up script, served as the asset `docs-init.js` rather than inline so
 * the page's Content-Security-Policy needs no `'unsafe-inline'` for scripts. It finds the
 * document relative to its own URL (`<base>/api/docs/assets/docs-init.js` → `<base>/api/openapi.json`),
 * so the page works under an API Gateway stage prefix too.
 */
export const docsInitScript = `(function () {
  'use strict';
  var script = document.currentScript;
  var specUrl = script ? new URL('../../openapi.json', script.src).href : new URL('openapi.json', document.baseURI).href;
  window.ui = SwaggerUIBundle({
    url: specUrl,
    dom_id: '#swagger-ui',
    deepLinking: true,
    displayOperationId: true,
    showExtensions: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'StandaloneLayout'
  });
})();
`;
