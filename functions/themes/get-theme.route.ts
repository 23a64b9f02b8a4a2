import { defineRoute } from '../../shared/edge/http/route';
import { themeParams, themeResponse } from './schemas';
import { base, view } from './route-common';

export const getThemeRoute = defineRoute({
  id: 'getTheme',
  method: 'GET',
  path: `${base}/{theme_id}`,
  handler: 'themes/get-theme',
  surface: 'storefront',
  auth: view,
  ownership: { kind: 'none' },
  summary: 'Show a theme',
  request: { params: themeParams },
  response: { status: 200, body: themeResponse },
});
