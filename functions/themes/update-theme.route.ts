import { defineRoute } from '../../shared/edge/http/route';
import { themeName, themeParams, themeResponse } from './schemas';
import { base, update } from './route-common';
import { z } from 'zod';

const updateThemeBody = z.object({ theme: z.object({ name: themeName }) });

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
