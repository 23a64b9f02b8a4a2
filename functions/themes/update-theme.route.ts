import { defineRoute } from '../../shared/edge/http/route';
import { themeParams, themeResponse, updateThemeBody } from './schemas';
import { base, update } from './route-common';

export const updateThemeRoute = defineRoute({
  id: 'updateTheme',
  method: 'PUT',
  path: `${base}/{theme_id}`,
  handler: 'themes/update-theme',
  surface: 'storefront',
  auth: update,
  summary: 'Rename a theme',
  request: { params: themeParams, body: updateThemeBody },
  response: { status: 200, body: themeResponse },
});
