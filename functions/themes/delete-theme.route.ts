import { defineRoute } from '../../shared/edge/http/route';
import { deletedResponse, themeParams } from './schemas';
import { base, update } from './route-common';

export const deleteThemeRoute = defineRoute({
  id: 'deleteTheme',
  method: 'DELETE',
  path: `${base}/{theme_id}`,
  handler: 'themes/delete-theme',
  surface: 'storefront',
  auth: update,
  summary: 'Delete a theme',
  description: 'The active theme cannot be deleted (409).',
  request: { params: themeParams },
  response: { status: 200, body: deletedResponse },
});
