import { defineRoute } from '../../shared/edge/http/route';
import { description } from './route-common';

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
  uses: ['storefront-origin'],
  summary: 'Storefront home page (HTML)',
  description: `${description} A \`GET /\` naming no shop is the API host's root: a landing page linking \`/api/docs\`, \`/api/openapi.json\` and, on the local runtime, the demo shop and \`/health\`.`,
  response: { status: 200, contentType: 'text/html' },
});
