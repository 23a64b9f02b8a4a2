import { defineRoute } from '../../shared/edge/http/route';
import { themeParams, themeResponse } from './schemas';
import { base, update } from './route-common';

export const activateThemeRoute = defineRoute({
  id: 'activateTheme',
  method: 'POST',
  path: `${base}/{theme_id}/activate`,
  handler: 'themes/activate-theme',
  surface: 'storefront',
  auth: update,
  summary: 'Make a theme the one visitors see',
  description:
    "Activation is never refused for a missing template: `meta.warnings` names each page kind the shop uses (home, rep sites, and each kind with live resources; live products add cart, checkout and order) that the theme has no published default template for. Visitors opening such a page see the theme's 404 page until one is published.",
  request: { params: themeParams },
  response: { status: 200, body: themeResponse },
});
